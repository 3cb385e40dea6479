import type { Socket } from 'socket.io';
import { handshakeAuthSchema } from '@la-meute/shared';
import type { Identity } from '../../lib/identity';
import type { Sessions } from '../../modules/auth/sessions';
import { verifyAnonymousToken } from '../../modules/anonymous/anonymous-token';

/**
 * Who opens this connection: the session cookie makes a member, a valid signed anonymous token a
 * pseudonym, anything else a read-only guest. Decided at the handshake; a member's session is
 * checked again while the socket lives (session-watch.ts) and ended through their room (connection.ts).
 */
export async function identifySocket(socket: Socket, deps: { sessions: Pick<Sessions, 'resolve'>; secret: string }): Promise<Identity> {
  const { user, token } = await deps.sessions.resolve(socket.handshake.headers.cookie);
  if (user && token) return { kind: 'member', user, sessionToken: token };
  const auth = handshakeAuthSchema.safeParse(socket.handshake.auth ?? {});
  if (auth.success && auth.data.anonymousToken) {
    const session = await verifyAnonymousToken(auth.data.anonymousToken, deps.secret);
    if (session) return { kind: 'anonymous', ...session };
  }
  return { kind: 'guest' };
}
