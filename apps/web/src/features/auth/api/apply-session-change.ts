import type { SessionResponse } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { clearAnonymousSession } from '@/lib/anonymous-session';
import { authKeys } from './query-keys';

/** What every sign-in, sign-in by password reset and sign-out changes for the whole app. */
export function useApplySessionChange() {
  const queryClient = useQueryClient();
  return async (session: SessionResponse) => {
    // SPEC §4: signing in or out ends any anonymous session.
    clearAnonymousSession();
    queryClient.setQueryData<SessionResponse>(authKeys.session(), session);
    if (session.user) await queryClient.invalidateQueries({ queryKey: authKeys.all });
    // The realtime identity is fixed at the handshake; loaded lazily so auth does not pull socket.io-client.
    void import('@/lib/realtime')
      .then((realtime) => realtime.reconnectRealtime())
      // Offline, the chunk cannot load: there is no connection to renew either.
      .catch(() => undefined);
  };
}
