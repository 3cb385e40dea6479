import { MODERATION_API, type ModerationWord } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { moderationKeys } from './query-keys';

export function removeModerationWord({ language, word }: Pick<ModerationWord, 'language' | 'word'>): Promise<unknown> {
  return callApi(MODERATION_API.removeWord, { params: { language, word } });
}

export function useRemoveModerationWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeModerationWord, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
