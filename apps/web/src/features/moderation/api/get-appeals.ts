import { MODERATION_API, type ModerationAppealQueue } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { retryUnlessRefused } from '@/lib/api/access-refusal';
import { moderationKeys } from './query-keys';

export function getModerationAppeals(signal?: AbortSignal): Promise<ModerationAppealQueue> {
  return callApi(MODERATION_API.listAppeals, { signal });
}

export function moderationAppealsQueryOptions(viewerId: string | null) {
  return queryOptions({
    queryKey: moderationKeys.appeals(viewerId),
    queryFn: ({ signal }) => getModerationAppeals(signal),
    retry: retryUnlessRefused,
  });
}

/** The pending appeals, each with the decision appealed. */
export function useModerationAppeals(viewerId: string | null) {
  return useQuery(moderationAppealsQueryOptions(viewerId));
}
