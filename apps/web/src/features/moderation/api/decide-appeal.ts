import { MODERATION_API, type AppealDecided, type AppealDecisionInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { moderationKeys } from './query-keys';

export function decideAppeal({ id, ...input }: AppealDecisionInput & { id: string }): Promise<AppealDecided> {
  return callApi(MODERATION_API.decideAppeal, { params: { id }, body: input });
}

/** A different moderator upholds or reverses the decision; the queues and the log reload. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideAppeal, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
