import { AVATAR_SUGGESTION_API, type AvatarChoice } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { OwnProfileResponse } from './get-own-profile';
import { profileEditorKeys } from './query-keys';

export function chooseAvatarSuggestion(style: AvatarChoice): Promise<{ avatarUrl: string }> {
  return callApi(AVATAR_SUGGESTION_API.choose, { params: { style } });
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
