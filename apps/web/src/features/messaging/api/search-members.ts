import { MEMBER_API, type MemberSummaryList } from '@la-meute/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { messagingKeys } from './query-keys';

export function searchMembers(search: string, signal?: AbortSignal): Promise<MemberSummaryList> {
  return callApi(MEMBER_API.search, { query: { q: search }, signal });
}

/**
 * SPEC §2/§7 the member picker: up to 50 other members whose name or username contains the
 * search. A search already typed is served from the cache for a minute; retried once.
 */
export function searchMembersQueryOptions(search: string) {
  return queryOptions({
    queryKey: messagingKeys.members(search),
    queryFn: ({ signal }) => searchMembers(search, signal),
    staleTime: 60_000,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

/** The previous results stay on screen while the next search loads: the list does not flash empty. */
export function useSearchMembers(search: string, enabled = true) {
  return useQuery({ ...searchMembersQueryOptions(search.trim()), enabled, placeholderData: keepPreviousData });
}
