import type { SessionResponse } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { clearAnonymousSession } from '@/lib/api/anonymous-session';
import { reconnectRealtime } from '@/lib/realtime/realtime';
import { markOwnSignOut } from '../lib/own-sign-out';
import { authKeys } from './query-keys';

/** What every sign-in, sign-in by password reset and sign-out changes for the whole app. */
export function useApplySessionChange() {
  const queryClient = useQueryClient();
  return async (session: SessionResponse) => {
    // SPEC §4: signing in or out ends any anonymous session.
    clearAnonymousSession();
    // A new session: any later 'session.ended' is news again.
    if (session.user) markOwnSignOut(false);
    queryClient.setQueryData<SessionResponse>(authKeys.session(), session);
    if (session.user) await queryClient.invalidateQueries({ queryKey: authKeys.all });
    // The realtime identity is fixed at the handshake (socket.io-client itself loads only with a room).
    reconnectRealtime();
  };
}
