import { AUTH_API, type OkResponse } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { markOwnSignOut } from '../lib/own-sign-out';
import { useApplySessionChange } from './apply-session-change';

export function signOut(): Promise<OkResponse> {
  return callApi(AUTH_API.signOut);
}

export function useSignOut() {
  const applySessionChange = useApplySessionChange();
  return useMutation({
    mutationFn: signOut,
    // Before the request: the server tells this tab's connection the session ended before it answers.
    onMutate: () => markOwnSignOut(true),
    onError: () => markOwnSignOut(false),
    // Signed out on this device: nothing of the member's stays here, their pending writes included.
    onSuccess: async () => {
      await import('@/lib/offline/clear-offline-data')
        .then(({ clearOfflineData }) => clearOfflineData('everything'))
        .catch((error: unknown) => console.warn('The offline copy could not be erased', error));
      await applySessionChange({ user: null });
    },
  });
}
