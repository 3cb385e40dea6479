import { MODERATION_ROUTES, type ModerationAppealQueue } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/access-refusal';
import { moderationKeys } from './query-keys';

export function getModerationAppeals(signal?: AbortSignal): Promise<ModerationAppealQueue> {
  return apiClient.get<ModerationAppealQueue>(MODERATION_ROUTES.appeals, signal);
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
