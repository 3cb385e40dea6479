import { MODERATION_API, type ModerationWord, type ModerationWordInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { moderationKeys } from './query-keys';

export function addModerationWord(input: ModerationWordInput): Promise<{ word: ModerationWord }> {
  return callApi(MODERATION_API.addWord, { body: input });
}

/** Applied by the moderation service at once, without a restart. */
export function useAddModerationWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addModerationWord, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
