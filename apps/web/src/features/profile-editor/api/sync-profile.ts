import { ME_API, type ProfileSyncResult } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { refreshProfileViews } from '../lib/refresh-profile-views';

export function syncProfile(): Promise<ProfileSyncResult> {
  return callApi(ME_API.syncProfile);
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
