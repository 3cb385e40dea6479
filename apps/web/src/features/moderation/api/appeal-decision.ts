import { MODERATION_API, type AppealCreated, type AppealInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { moderationKeys } from './query-keys';

export function appealModerationDecision({ actionId, ...input }: AppealInput & { actionId: string }): Promise<AppealCreated> {
  return callApi(MODERATION_API.appealDecision, { params: { id: actionId }, body: input });
}

/** The member's one appeal against a decision; a different moderator decides it. */
export function useAppealModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: appealModerationDecision, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
