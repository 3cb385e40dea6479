import { PROFILE_ROUTES, type ProfileSyncResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refreshProfileViews } from '../lib/refresh-profile-views';

export function syncProfile(): Promise<ProfileSyncResult> {
  return apiClient.post<ProfileSyncResult>(PROFILE_ROUTES.sync);
}

/**
 * SPEC §7 sync-profiles 'Sync All': the server drops its cached copies of the profile on every
 * instance, then each part of this browser reads what it shows again. The toast reports those
 * reads, part by part, rather than a fixed "5 of 5".
 */
export function useSyncProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await syncProfile();
      return refreshProfileViews(queryClient);
    },
  });
}
