import { LIMITS } from '@la-meute/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getFeedPage } from './get-feed';
import { feedKeys } from './query-keys';

/**
 * SPEC §2 'Your Posts': GET /api/posts?userId=… through the feed's fetcher. The member reads their
 * own posts, so the viewer is the author; the key sits under the feed's lists, so a like, an edit
 * or a deletion made on these cards updates them like the feed's.
 */
export function authorPostsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: feedKeys.authorList(userId, userId),
    queryFn: ({ pageParam, signal }) => getFeedPage({ cursor: pageParam, limit: LIMITS.feedPosts, userId }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** A member's own posts, page by page (50 at a time, SPEC §9), newest first. */
export function useAuthorPosts(userId: string) {
  return useInfiniteQuery(authorPostsQueryOptions(userId));
}
