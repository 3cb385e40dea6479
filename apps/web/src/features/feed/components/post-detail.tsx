import { PAGE_ROUTES, type PostDetail as PostDetailData } from '@la-meute/shared';
import { MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { ReportButton } from '@/entities/report/components/report-button';
import { TranslatableText } from '@/entities/translation/components/translatable-text';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { actionClasses } from '@/features/feed/lib/action-classes';
import { authorName } from '@/features/feed/lib/author-name';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { MediaGrid } from './media-grid';
import { PostContent } from './post-content';
import { PostHeader } from './post-header';
import { PostLikeButton } from './post-like-button';
import { ShareMenu } from './share-menu';

type PostDetailProps = { detail: PostDetailData; viewerId: string | null };

/** SPEC §2 post detail: the post in full, its reactions, then its comments. */
export function PostDetail({ detail, viewerId }: PostDetailProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { post, comments } = detail;
  const isSignedIn = viewerId !== null;
  const name = authorName(post.author, t('post.author.fallback'));

  return (
    <div className="grid gap-6">
      <article aria-labelledby="post-title" className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <h1 id="post-title" className="sr-only">
          {t('post.pageTitle', { name })}
        </h1>
        <PostHeader
          post={post}
          showBio
          actions={
            <ShareMenu post={post} canCount={isSignedIn}>
              <Button variant="ghost" size="icon" className="size-9 rounded-full text-muted-foreground" aria-label={t('share.open')}>
                <Share2 aria-hidden="true" />
              </Button>
            </ShareMenu>
          }
        />
        <TranslatableText text={post.content} canTranslate={isSignedIn && viewerId !== post.userId}>
          {(content) => <PostContent content={content} className="text-[1.05rem]" />}
        </TranslatableText>
        <MediaGrid urls={post.mediaUrls} />
        <footer className="border-t pt-3">
          <div className="-mx-2 -mb-1 flex flex-wrap items-center gap-1">
            <PostLikeButton post={post} viewerId={viewerId} />
            <a href="#comments" className={actionClasses} aria-label={t('post.comments.count', { count: post.commentsCount })}>
              <MessageCircle aria-hidden="true" />
              <span className="tabular-nums">{post.commentsCount}</span>
            </a>
            <ShareMenu post={post} canCount={isSignedIn} countOnOpen>
              <button type="button" className={actionClasses} aria-label={t('share.button', { count: post.sharesCount })}>
                <Share2 aria-hidden="true" />
                <span className="tabular-nums">{t('share.countLabel', { count: post.sharesCount })}</span>
              </button>
            </ShareMenu>
            {viewerId === post.userId ? null : <ReportButton targetType="post" targetId={post.id} className="ml-auto" />}
          </div>
        </footer>
      </article>

      <section id="comments" aria-labelledby="comments-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="comments-title" className="text-lg font-semibold">
          {t('post.comments.title', { count: comments.length })}
        </h2>
        {viewerId ? (
          <CommentForm postId={post.id} memberId={viewerId} />
        ) : (
          <p className="text-sm text-muted-foreground">
            <Link to={localize(PAGE_ROUTES.auth)} className="font-medium text-primary hover:underline">
              {t('post.comments.signIn')}
            </Link>
          </p>
        )}
        <CommentList comments={comments} viewerId={viewerId} />
      </section>
    </div>
  );
}
