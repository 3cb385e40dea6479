import { MEDIA_API, MEDIA_UPLOAD_FIELD, type OwnProfile } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, readApiError } from '@/lib/api/api-client';
import type { OwnProfileResponse } from './get-own-profile';
import { profileEditorKeys } from './query-keys';

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * POST /api/me/avatar with one image (multipart, as POST /api/media). A plain fetch: the JSON
 * client cannot send a form, and an avatar is small enough to need no progress bar.
 */
export async function uploadAvatar(file: File): Promise<{ profile: OwnProfile }> {
  const form = new FormData();
  form.append(MEDIA_UPLOAD_FIELD, file);
  let response: Response;
  try {
    response = await fetch(MEDIA_API.uploadAvatar.path(), { method: MEDIA_API.uploadAvatar.method, body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiRequestError({ status: 0, code: 'http.unavailable' });
  }
  const body = await readBody(response);
  if (!response.ok) {
    const error = readApiError(body);
    throw new ApiRequestError({ status: response.status, code: error?.code ?? (response.status === 413 ? 'media.too_large' : 'http.internal'), issues: error?.issues });
  }
  return body as { profile: OwnProfile };
}

/** SPEC §2 Upload Photo: the new avatar replaces the old one in the editor's copy of the profile. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    // Only the address: the rest of the cached profile is what the form started from.
    onSuccess: ({ profile }) =>
      queryClient.setQueryData<OwnProfileResponse>(profileEditorKeys.mine(), (data) => ({
        profile: data?.profile ? { ...data.profile, avatarUrl: profile.avatarUrl } : profile,
      })),
  });
}
