import { AUTH_ROUTES, sessionResponseSchema, type SessionResponse, type SignInInput } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clearAnonymousSession } from '@/lib/anonymous-session';
import { authKeys } from './query-keys';

export function signIn(input: SignInInput): Promise<SessionResponse> {
  return apiClient.post(AUTH_ROUTES.signIn, input, sessionResponseSchema);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (data) => {
      // SPEC §4: a member no longer speaks under an anonymous pseudonym.
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
