import { useCallback } from 'react';
import { reconnectRealtime } from '@/lib/realtime/realtime';
import { useAnonymousSession } from '@/entities/anonymous/use-anonymous-session';

/** SPEC §3/§6: the chat's anonymous pseudonym, and the ways to take one or drop it. */
export function useAnonymousIdentity() {
  const { session, choose, leave } = useAnonymousSession();
  // The identity is fixed at the socket's handshake: a new pseudonym needs a new connection.
  const join = useCallback(
    async (name: string) => {
      await choose(name);
      reconnectRealtime();
    },
    [choose],
  );
  const leaveChat = useCallback(() => {
    leave();
    reconnectRealtime();
  }, [leave]);
  return { pseudonym: session?.pseudonym ?? null, join, leave: leaveChat };
}
