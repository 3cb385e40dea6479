import { PAGE_ROUTES } from '@la-meute/shared';
import { Hash, LoaderCircle, Sprout, X } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useFeed } from '@/features/feed/api/get-feed';
import { useInfiniteSentinel } from '@/features/feed/hooks/use-infinite-sentinel';
import { useNewPosts } from '@/features/feed/hooks/use-new-posts';
import { NewPostsBar } from './new-posts-bar';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';

type PostListProps = {
  viewerId: string | null;
  /** A hashtag (lower case, without '#') to keep only the posts that carry it. */
  tag?: string | null;
};

const SKELETON_COUNT = 3;

/** Three post shapes while the feed (or the session it depends on) loads. */
export function PostListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('feed.loading')} className="grid gap-4">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <PostCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** The feed: newest first, more pages as the reader scrolls, new posts announced every 30 s. */
export function PostList({ viewerId, tag }: PostListProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const feed = useFeed(viewerId, tag ?? null);
  // The "new posts" banner watches the whole feed: not on a hashtag page.
  const { hasNewPosts, showNewPosts } = useNewPosts(viewerId, tag ? undefined : feed.data);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;

  const posts = useMemo(() => feed.data?.pages.flatMap((page) => page.posts) ?? [], [feed.data]);

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useInfiniteSentinel<HTMLDivElement>(loadMore, hasNextPage && !isFetchingNextPage && !isFetchNextPageError);

  if (feed.isPending) return <PostListSkeleton />;

  if (feed.isError && !feed.data) {
    return <LoadError title={t('feed.loadError')} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  }

  return (
    <div>
      <NewPostsBar visible={hasNewPosts} onShow={showNewPosts} />
      <div className="grid gap-4">
      {tag ? (
        <div className="flex items-center justify-between gap-3 rounded-xl border bg-secondary/60 px-4 py-2.5 text-sm">
          <p className="inline-flex min-w-0 items-center gap-1.5 font-medium text-secondary-foreground">
            <Hash aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{t('feed.tagFilter.label', { tag })}</span>
          </p>
          <Button asChild variant="ghost" size="sm" className="h-8 shrink-0">
            <Link to={localize(PAGE_ROUTES.feed)}>
              <X aria-hidden="true" />
              {t('feed.tagFilter.clear')}
            </Link>
          </Button>
        </div>
      ) : null}

      {posts.length > 0 ? (
        <div role="feed" aria-busy={isFetchingNextPage} aria-label={t('feed.listLabel')} className="grid gap-4">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} viewerId={viewerId} />
          ))}
        </div>
      ) : hasNextPage ? null : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card/60 px-6 py-12 text-center text-muted-foreground">
          <Sprout aria-hidden="true" className="size-7 text-primary" />
          <p>{tag ? t('feed.emptyTag', { tag }) : t('feed.empty')}</p>
        </div>
      )}

      {isFetchNextPageError ? (
        <LoadError title={t('feed.loadError')} onRetry={loadMore} retrying={isFetchingNextPage} />
      ) : hasNextPage ? (
        <div ref={sentinel} className="flex justify-center py-4">
          {isFetchingNextPage ? (
            <LoaderCircle aria-label={t('feed.loadingMore')} className="size-6 animate-spin text-primary" />
          ) : (
            <Button variant="outline" size="sm" onClick={loadMore}>
              {t('feed.loadMore')}
            </Button>
          )}
        </div>
      ) : posts.length > 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{t('feed.end')}</p>
      ) : null}
      </div>
    </div>
  );
}
