import { POST_ROUTES, type FeedStats } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { feedKeys } from './query-keys';

export function getFeedStats(signal?: AbortSignal): Promise<FeedStats> {
  return apiClient.get<FeedStats>(POST_ROUTES.stats, signal);
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
