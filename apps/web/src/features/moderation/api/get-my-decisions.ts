import { MODERATION_ROUTES, type MemberDecisionList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { moderationKeys } from './query-keys';

export function getMyModerationDecisions(signal?: AbortSignal): Promise<MemberDecisionList> {
  return apiClient.get<MemberDecisionList>(MODERATION_ROUTES.myDecisions, signal);
}

export function myModerationDecisionsQueryOptions(viewerId: string | null) {
  return queryOptions({ queryKey: moderationKeys.myDecisions(viewerId), queryFn: ({ signal }) => getMyModerationDecisions(signal) });
}

/** The member's own statements of reasons (DSA Art. 17), newest first. */
export function useMyModerationDecisions(viewerId: string | null) {
  return useQuery({ ...myModerationDecisionsQueryOptions(viewerId), enabled: viewerId !== null });
}
