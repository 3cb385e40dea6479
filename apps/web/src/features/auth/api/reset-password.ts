import { AUTH_ROUTES, sessionResponseSchema, type ResetPasswordInput, type SessionResponse } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clearAnonymousSession } from '@/lib/anonymous-session';
import { authKeys } from './query-keys';

export function resetPassword(input: ResetPasswordInput): Promise<SessionResponse> {
  return apiClient.post(AUTH_ROUTES.resetPassword, input, sessionResponseSchema);
}

/** The server signs the member in on success, so the session cache is refreshed. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async (data) => {
      // Being signed in by the reset counts as a sign-in (SPEC §4).
      clearAnonymousSession();
      queryClient.setQueryData(authKeys.session(), data);
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
      // The realtime identity is fixed at the handshake; loaded lazily so auth does not pull socket.io-client.
      void import('@/lib/realtime')
        .then((realtime) => realtime.reconnectRealtime())
        // Offline, the chunk cannot load: there is no connection to renew either.
        .catch(() => undefined);
    },
  });
}
