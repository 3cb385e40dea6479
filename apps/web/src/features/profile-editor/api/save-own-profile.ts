import { ME_API, type OwnProfile, type ProfileInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { OwnProfileResponse } from './get-own-profile';
import { profileEditorKeys } from './query-keys';

export function saveOwnProfile(input: ProfileInput): Promise<{ profile: OwnProfile }> {
  return callApi(ME_API.saveProfile, { body: input });
}

/** SPEC §2 Save Profile: an upsert on user_id; the answer is the profile as stored. */
export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<OwnProfileResponse>(profileEditorKeys.mine(), { profile });
      // Generated avatars are drawn from the saved name and interests: new ones next time.
      queryClient.removeQueries({ queryKey: profileEditorKeys.avatarSuggestions() });
    },
  });
}
