import type { FeedPage } from '@la-meute/shared';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLatestPost } from '@/features/feed/api/get-latest-post';
import { feedKeys } from '@/features/feed/api/query-keys';

type FeedData = InfiniteData<FeedPage>;

/**
 * Whether posts newer than the top of the loaded feed exist (polled every 30 s), and the action
 * that loads them. Compared by date, not id: a deleted top post must not look like news.
 */
export function useNewPosts(viewerId: string | null, feed: FeedData | undefined) {
  const queryClient = useQueryClient();
  const latest = useLatestPost(feed !== undefined);
  const newestLoaded = feed?.pages[0]?.posts[0];
  const hasNewPosts =
    feed !== undefined &&
    latest.data != null &&
    (!newestLoaded || Date.parse(latest.data.createdAt) > Date.parse(newestLoaded.createdAt));

  const showNewPosts = useCallback(async () => {
    const key = feedKeys.list(viewerId);
    // Keep only the first page before refetching: older pages would be re-read one by one with
    // cursors that no longer line up, and the reader is going back to the top anyway.
    queryClient.setQueryData<FeedData>(key, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await queryClient.refetchQueries({ queryKey: key, exact: true });
  }, [queryClient, viewerId]);

  return { hasNewPosts, showNewPosts };
}
