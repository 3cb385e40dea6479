import { MODERATION_API, type ModeratedUserHistory } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { retryUnlessRefused } from '@/lib/api/access-refusal';
import { moderationKeys } from './query-keys';

export function getModeratedUserHistory(userId: string, signal?: AbortSignal): Promise<ModeratedUserHistory> {
  return callApi(MODERATION_API.userHistory, { params: { id: userId }, signal });
}

export function moderatedUserHistoryQueryOptions(viewerId: string | null, userId: string) {
  return queryOptions({
    queryKey: moderationKeys.user(viewerId, userId),
    queryFn: ({ signal }) => getModeratedUserHistory(userId, signal),
    retry: retryUnlessRefused,
  });
}

/** One member's account, the reports about and by them, and the decisions taken. */
export function useModeratedUserHistory(viewerId: string | null, userId: string | null) {
  return useQuery({ ...moderatedUserHistoryQueryOptions(viewerId, userId ?? ''), enabled: userId !== null });
}
