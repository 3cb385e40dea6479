import { MODERATION_API, type ModeratedUserList } from '@la-meute/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { retryUnlessRefused } from '@/lib/api/access-refusal';
import { moderationKeys } from './query-keys';

export function searchModeratedUsers(q: string, signal?: AbortSignal): Promise<ModeratedUserList> {
  return callApi(MODERATION_API.searchUsers, { query: new URLSearchParams({ q }), signal });
}

export function moderatedUsersQueryOptions(viewerId: string | null, q: string) {
  return queryOptions({
    queryKey: moderationKeys.users(viewerId, q),
    queryFn: ({ signal }) => searchModeratedUsers(q, signal),
    retry: retryUnlessRefused,
  });
}

/** Members by name, username or email; the previous answer stays while the next loads. */
export function useModeratedUsers(viewerId: string | null, q: string) {
  return useQuery({ ...moderatedUsersQueryOptions(viewerId, q), placeholderData: keepPreviousData });
}
