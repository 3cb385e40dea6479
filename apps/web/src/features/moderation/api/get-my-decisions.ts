import { MODERATION_API, type MemberDecisionList } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { moderationKeys } from './query-keys';

export function getMyModerationDecisions(signal?: AbortSignal): Promise<MemberDecisionList> {
  return callApi(MODERATION_API.myDecisions, { signal });
}

export function myModerationDecisionsQueryOptions(viewerId: string | null) {
  return queryOptions({ queryKey: moderationKeys.myDecisions(viewerId), queryFn: ({ signal }) => getMyModerationDecisions(signal) });
}

/** The member's own statements of reasons (DSA Art. 17), newest first. */
export function useMyModerationDecisions(viewerId: string | null) {
  return useQuery({ ...myModerationDecisionsQueryOptions(viewerId), enabled: viewerId !== null });
}
