import { MODERATION_API, type ModerationActionPage } from '@la-meute/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { retryUnlessRefused } from '@/lib/api/access-refusal';
import { moderationKeys } from './query-keys';

export function getModerationActions(page: number, signal?: AbortSignal): Promise<ModerationActionPage> {
  return callApi(MODERATION_API.listActions, { query: { page }, signal });
}

export function moderationActionsQueryOptions(viewerId: string | null, page: number) {
  return queryOptions({
    queryKey: moderationKeys.actions(viewerId, page),
    queryFn: ({ signal }) => getModerationActions(page, signal),
    retry: retryUnlessRefused,
  });
}

/** The append-only audit log, newest first. */
export function useModerationActions(viewerId: string | null, page: number) {
  return useQuery({ ...moderationActionsQueryOptions(viewerId, page), placeholderData: keepPreviousData });
}
