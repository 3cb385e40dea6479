import type { AnonymousSession } from '@la-meute/shared';
import { signToken, verifyToken, type TokenPurpose } from '../../lib/signed-token';

const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;
const ANONYMOUS_SESSION: TokenPurpose = { key: 'anonymous-session', audience: 'la-meute:anonymous', ttlSeconds: TOKEN_TTL_SECONDS };

/** A server-signed token naming an anonymous session, for later attribution and rate limits. */
export async function signAnonymousToken(session: AnonymousSession, secret: string, now = new Date()) {
  const token = await signToken(ANONYMOUS_SESSION, { subject: session.sessionId, claims: { pseudonym: session.pseudonym }, secret, now });
  return { token, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) };
}

export async function verifyAnonymousToken(token: string, secret: string): Promise<AnonymousSession | null> {
  const verified = await verifyToken(ANONYMOUS_SESSION, token, { secret });
  if (!verified || typeof verified.claims.pseudonym !== 'string') return null;
  return { sessionId: verified.subject, pseudonym: verified.claims.pseudonym };
}
