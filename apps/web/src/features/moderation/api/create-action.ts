import { MODERATION_API, type ModerationActionCreated, type ModerationActionInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { moderationKeys } from './query-keys';

export function createModerationAction(input: ModerationActionInput): Promise<ModerationActionCreated> {
  return callApi(MODERATION_API.createAction, { body: input });
}

/** A decision (warning, mute, ban, deletion), enforced by the server at once; the desk reloads. */
export function useCreateModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createModerationAction, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
