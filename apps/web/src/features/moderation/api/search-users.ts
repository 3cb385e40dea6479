import { MODERATION_ROUTES, type ModeratedUserList } from '@la-meute/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/access-refusal';
import { moderationKeys } from './query-keys';

export function searchModeratedUsers(q: string, signal?: AbortSignal): Promise<ModeratedUserList> {
  return apiClient.get<ModeratedUserList>(`${MODERATION_ROUTES.users}?${new URLSearchParams({ q }).toString()}`, signal);
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
