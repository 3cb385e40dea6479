import { PROFILE_ROUTES, type ProfileSyncResult } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function syncProfile(): Promise<ProfileSyncResult> {
  return apiClient.post<ProfileSyncResult>(PROFILE_ROUTES.sync);
}

/** SPEC §7 sync-profiles 'Sync All': the answer says how many features show the saved profile. */
export function useSyncProfile() {
  return useMutation({ mutationFn: syncProfile });
}
