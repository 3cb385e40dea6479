import { AVATAR_SUGGESTION_ROUTES, type AvatarChoice } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { OwnProfileResponse } from './get-own-profile';
import { profileEditorKeys } from './query-keys';

export function chooseAvatarSuggestion(style: AvatarChoice): Promise<{ avatarUrl: string }> {
  return apiClient.post<{ avatarUrl: string }>(AVATAR_SUGGESTION_ROUTES.choose(style));
}

/** The chosen avatar becomes the profile photo; only its address changes in the editor's copy. */
export function useChooseAvatarSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseAvatarSuggestion,
    onSuccess: ({ avatarUrl }) =>
      queryClient.setQueryData<OwnProfileResponse>(profileEditorKeys.mine(), (data) =>
        data?.profile ? { profile: { ...data.profile, avatarUrl } } : data,
      ),
  });
}
