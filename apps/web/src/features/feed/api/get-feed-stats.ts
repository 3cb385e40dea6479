import { POST_API, type FeedStats } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { feedKeys } from './query-keys';

export function getFeedStats(signal?: AbortSignal): Promise<FeedStats> {
  return callApi(POST_API.stats, { signal });
}

export const feedStatsQueryOptions = queryOptions({
  queryKey: feedKeys.stats(),
  queryFn: ({ signal }) => getFeedStats(signal),
  staleTime: 60 * 1000,
});

/** Members, today's posts and interactions, and the week's trending hashtags (real figures). */
export function useFeedStats() {
  return useQuery(feedStatsQueryOptions);
}
