import { AUTH_ROUTES, okResponseSchema, type OkResponse, type SessionResponse } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clearAnonymousSession } from '@/lib/anonymous-session';
import { authKeys } from './query-keys';

export function signOut(): Promise<OkResponse> {
  return apiClient.post(AUTH_ROUTES.signOut, undefined, okResponseSchema);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // SPEC §4: signing out also ends any anonymous session.
      clearAnonymousSession();
      queryClient.setQueryData<SessionResponse>(authKeys.session(), { user: null });
      // The realtime identity is fixed at the handshake; loaded lazily so auth does not pull socket.io-client.
      void import('@/lib/realtime')
        .then((realtime) => realtime.reconnectRealtime())
        // Offline, the chunk cannot load: there is no connection to renew either.
        .catch(() => undefined);
    },
  });
}
