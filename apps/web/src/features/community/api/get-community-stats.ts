import { COMMUNITY_API, type CommunityStats } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { communityKeys } from './query-keys';

export function getCommunityStats(signal?: AbortSignal): Promise<CommunityStats> {
  return callApi(COMMUNITY_API.stats, { signal });
}

export const communityStatsQueryOptions = queryOptions({
  queryKey: communityKeys.stats(),
  queryFn: ({ signal }) => getCommunityStats(signal),
  staleTime: 60 * 1000,
});

/** Real member, discussion and event counts (the SPEC's "10,000+" figures were placeholders). */
export function useCommunityStats() {
  return useQuery(communityStatsQueryOptions);
}
