import { MODERATION_ROUTES, type ModerationWord } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './query-keys';

export function removeModerationWord({ language, word }: Pick<ModerationWord, 'language' | 'word'>): Promise<unknown> {
  return apiRequest<unknown>(MODERATION_ROUTES.word(language, word), { method: 'DELETE' });
}

export function useRemoveModerationWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeModerationWord, onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }) });
}
