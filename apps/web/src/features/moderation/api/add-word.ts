import { MODERATION_ROUTES, type ModerationWord, type ModerationWordInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { moderationKeys } from './query-keys';

export function addModerationWord(input: ModerationWordInput): Promise<{ word: ModerationWord }> {
  return apiClient.post<{ word: ModerationWord }>(MODERATION_ROUTES.words, input);
}

/** Applied by the moderation service at once, without a restart. */
export function useAddModerationWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addModerationWord, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
