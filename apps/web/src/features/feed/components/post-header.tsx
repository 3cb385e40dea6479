import type { Post } from '@la-meute/shared';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { levelLabel } from '@/entities/member/lib/level-label';
import { useFullDate, useRelativeTime } from '@/lib/i18n/use-relative-time';
import { authorName } from '@/features/feed/lib/author-name';

type PostHeaderProps = {
  post: Post;
  /** The post page also shows the author's bio (SPEC §2). */
  showBio?: boolean;
  /** Controls at the right end: the owner menu in the feed, the share control on the post page. */
  actions?: ReactNode;
};

/** SPEC §2: avatar, display name or username or 'User', level badge, relative time, location. */
export function PostHeader({ post, showBio = false, actions }: PostHeaderProps) {
  const { t } = useTranslation();
  const relativeTime = useRelativeTime();
  const fullDate = useFullDate();
  const name = authorName(post.author, t('post.author.fallback'));

  return (
    <header className="grid gap-3">
      <div className="flex items-start gap-3">
        <Avatar name={name} avatarUrl={post.author.avatarUrl} size={showBio ? 'xl' : 'lg'} className="ring-2 ring-secondary" />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate font-semibold">{name}</span>
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">{levelLabel(t, post.author.level)}</span>
          </div>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <time dateTime={post.createdAt} title={fullDate(post.createdAt)}>
              {relativeTime(post.createdAt)}
            </time>
            {post.location ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="inline-flex min-w-0 items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">{t('post.location')}</span>
                  <span className="truncate">{post.location}</span>
                </span>
              </>
            ) : null}
          </p>
        </div>
        {actions ? <div className="-mr-2 -mt-1 flex shrink-0 items-center">{actions}</div> : null}
      </div>
      {showBio && post.author.bio ? <p className="text-sm text-muted-foreground">{post.author.bio}</p> : null}
    </header>
  );
}
