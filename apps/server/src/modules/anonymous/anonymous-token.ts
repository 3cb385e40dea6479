import { SignJWT, jwtVerify } from 'jose';
import type { AnonymousSession } from '@la-meute/shared';

const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;
const AUDIENCE = 'la-meute:anonymous';

function keyFrom(secret: string) {
  // A distinct key per purpose, so an anonymous token can never pass for anything else.
  return new TextEncoder().encode(`anonymous-session:${secret}`);
}

/** A server-signed token naming an anonymous session, for later attribution and rate limits. */
export async function signAnonymousToken(session: AnonymousSession, secret: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
  const token = await new SignJWT({ pseudonym: session.pseudonym })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.sessionId)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyFrom(secret));
  return { token, expiresAt };
}

export async function verifyAnonymousToken(token: string, secret: string): Promise<AnonymousSession | null> {
  try {
    const { payload } = await jwtVerify(token, keyFrom(secret), { audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.pseudonym !== 'string') return null;
    return { sessionId: payload.sub, pseudonym: payload.pseudonym };
  } catch {
    return null;
  }
}
