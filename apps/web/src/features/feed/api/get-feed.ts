import { LIMITS, POST_API, type FeedPage } from '@la-meute/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { feedKeys } from './query-keys';

type FeedPageParams = { cursor?: string | null; limit?: number; userId?: string; tag?: string | null };

export function getFeedPage({ cursor, limit, userId, tag }: FeedPageParams = {}, signal?: AbortSignal): Promise<FeedPage> {
  return callApi(POST_API.list, { query: { cursor, limit: limit || undefined, userId, tag }, signal });
}

export function feedQueryOptions(viewerId: string | null, tag: string | null = null) {
  return infiniteQueryOptions({
    queryKey: tag ? feedKeys.tagList(viewerId, tag) : feedKeys.list(viewerId),
    // SPEC §9: the feed loads 50 posts at a time, newest first.
    queryFn: ({ pageParam, signal }) => getFeedPage({ cursor: pageParam, limit: LIMITS.feedPosts, tag }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The public feed (or one hashtag's posts), page by page; pass the viewer so their own likes show as pressed. */
export function useFeed(viewerId: string | null, tag: string | null = null) {
  return useInfiniteQuery(feedQueryOptions(viewerId, tag));
}
