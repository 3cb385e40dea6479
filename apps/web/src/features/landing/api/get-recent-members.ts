import { COMMUNITY_API, LANDING_COUNTS, type MemberCardList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { landingKeys, PUBLIC_DATA_STALE_TIME_MS } from './query-keys';

export function getRecentMembers(limit: number, signal?: AbortSignal): Promise<MemberCardList> {
  return callApi(COMMUNITY_API.recentMembers, { query: { limit }, signal });
}

export function recentMembersQueryOptions(limit: number = LANDING_COUNTS.members) {
  return queryOptions({
    queryKey: landingKeys.recentMembers(limit),
    queryFn: ({ signal }) => getRecentMembers(limit, signal),
    staleTime: PUBLIC_DATA_STALE_TIME_MS,
  });
}

/** SPEC §9: the landing shows 4 members, the most recently active first. */
export function useRecentMembers(limit: number = LANDING_COUNTS.members) {
  return useQuery(recentMembersQueryOptions(limit));
}
