import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeServer } from '../socket-server';

/** A revoked session must lose its sockets within 5 s, whatever revoked it. */
export const SESSION_WATCH_INTERVAL_MS = 2000;

/**
 * A member's identity is fixed at the handshake, so a socket would outlive a sign-out, a password
 * reset or a ban. Every few seconds, one query checks the sessions behind this instance's member
 * sockets and closes those whose session is gone; the browser reconnects with what it has left
 * (a guest, or a pseudonym).
 */
export function watchSocketSessions(
  io: RealtimeServer,
  deps: { findLiveSessionTokens: (tokens: string[]) => Promise<Set<string>>; logger: FastifyBaseLogger; intervalMs?: number },
) {
  let running = false;

  async function checkNow() {
    if (running) return;
    running = true;
    try {
      const byToken = new Map<string, { disconnect: (close: boolean) => unknown }[]>();
      for (const socket of io.of('/').sockets.values()) {
        const identity = socket.data.identity;
        if (identity?.kind !== 'member') continue;
        const list = byToken.get(identity.sessionToken) ?? [];
        list.push(socket);
        byToken.set(identity.sessionToken, list);
      }
      if (byToken.size === 0) return;
      const live = await deps.findLiveSessionTokens([...byToken.keys()]);
      for (const [token, sockets] of byToken) {
        if (!live.has(token)) for (const socket of sockets) socket.disconnect(true);
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'Socket sessions could not be checked');
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void checkNow(), deps.intervalMs ?? SESSION_WATCH_INTERVAL_MS);
  timer.unref();
  return { checkNow, stop: () => clearInterval(timer) };
}
