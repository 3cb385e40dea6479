import { PAGE_ROUTES, type Post } from '@la-meute/shared';
import { Ellipsis, MessageCircle, Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/entities/report/components/report-button';
import { cn } from '@/lib/dom/utils';
import { TranslatableText } from '@/entities/translation/components/translatable-text';
import { deferComponent, DeferredMenu } from '@/components/ui/deferred';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { actionClasses } from '@/features/feed/lib/action-classes';
import { authorName } from '@/features/feed/lib/author-name';
import { MediaGrid } from './media-grid';
import { PostContent } from './post-content';
import { PostHeader } from './post-header';
import { PostLikeButton } from './post-like-button';

// The menus (Radix, the share links) load on their trigger's first click (ADR 011).
const shareMenu = deferComponent(() => import('./share-menu').then((module) => module.ShareMenu));
const ownerMenu = deferComponent(() => import('./post-owner-menu').then((module) => module.PostOwnerMenu));
// Only an author editing their post needs the form (react-hook-form with it): asked for with the menu.
const editForm = deferComponent(() => import('./post-edit-form').then((module) => module.PostEditForm));
const preloadOwnerActions = () => Promise.all([ownerMenu.preload(), editForm.preload()]).then(() => undefined);

type PostCardProps = { post: Post; viewerId: string | null };

/** One post of the feed: author, text, media, and the like / comment / share row. */
export function PostCard({ post, viewerId }: PostCardProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [editing, setEditing] = useState(false);
  const isOwner = viewerId !== null && viewerId === post.userId;
  const postPath = localize(PAGE_ROUTES.post.replace(':postId', encodeURIComponent(post.id)));

  return (
    <article
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      aria-label={t('post.articleLabel', { name: authorName(post.author, t('post.author.fallback')) })}
    >
      <PostHeader
        post={post}
        actions={
          isOwner && !editing ? (
            <DeferredMenu
              trigger={
                <Button variant="ghost" size="icon" className="size-9 rounded-full text-muted-foreground" aria-label={t('post.owner.menu')}>
                  <Ellipsis aria-hidden="true" />
                </Button>
              }
              preload={preloadOwnerActions}
              renderMenu={(trigger) => <ownerMenu.Component postId={post.id} onEdit={() => setEditing(true)} trigger={trigger} />}
            />
          ) : null
        }
      />
      {editing ? (
        <Suspense fallback={null}>
          <editForm.Component post={post} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <TranslatableText text={post.content} canTranslate={viewerId !== null && !isOwner}>
          {(content) => <PostContent content={content} />}
        </TranslatableText>
      )}
      <MediaGrid urls={post.mediaUrls} />
      <footer className="border-t pt-2">
        <div className="-mx-2 -mb-1 flex items-center gap-1">
          <PostLikeButton post={post} viewerId={viewerId} />
          <Link to={postPath} className={actionClasses} aria-label={t('post.comments.count', { count: post.commentsCount })}>
            <MessageCircle aria-hidden="true" />
            <span className="tabular-nums">{post.commentsCount}</span>
          </Link>
          <DeferredMenu
            trigger={
              <button type="button" className={actionClasses} aria-label={t('share.button', { count: post.sharesCount })}>
                <Share2 aria-hidden="true" />
                <span className="tabular-nums">{post.sharesCount}</span>
              </button>
            }
            preload={shareMenu.preload}
            renderMenu={(trigger) => (
              <shareMenu.Component post={post} canCount={viewerId !== null} defaultOpen>
                {trigger}
              </shareMenu.Component>
            )}
          />
          {isOwner ? null : <ReportButton targetType="post" targetId={post.id} url={postPath} display="icon" className="ml-auto" />}
          <Link to={postPath} className={cn('rounded-md px-2 py-1 text-sm font-medium text-primary hover:underline', isOwner && 'ml-auto')}>
            {t('post.open')}
          </Link>
        </div>
      </footer>
    </article>
  );
}
