import type { Socket } from 'socket.io';
import type { HandshakeAuth } from '@la-meute/shared';
import type { Identity } from '../lib/identity';
import type { AuthService } from '../modules/auth/auth.service';
import { verifyAnonymousToken } from '../modules/anonymous/anonymous-token';

/**
 * Who opens this connection: the session cookie makes a member, a valid signed anonymous token a
 * pseudonym, anything else a read-only guest. Decided once, at the handshake.
 */
export async function identifySocket(socket: Socket, deps: { authService: AuthService; secret: string }): Promise<Identity> {
  const headers = new Headers();
  if (socket.handshake.headers.cookie) headers.set('cookie', socket.handshake.headers.cookie);
  if (headers.has('cookie')) {
    const { result: user } = await deps.authService.getSession({ headers });
    if (user) return { kind: 'member', user };
  }
  const { anonymousToken } = (socket.handshake.auth ?? {}) as HandshakeAuth;
  if (typeof anonymousToken === 'string') {
    const session = await verifyAnonymousToken(anonymousToken, deps.secret);
    if (session) return { kind: 'anonymous', ...session };
  }
  return { kind: 'guest' };
}
