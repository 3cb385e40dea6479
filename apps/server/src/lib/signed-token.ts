import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

/**
 * What a token is for. Its key is derived from the server secret with `key` and it names
 * `audience`, so a token made for one purpose never passes for another.
 */
export interface TokenPurpose {
  key: string;
  audience: string;
  /** Without it the token never expires (and the same claims always sign to the same token). */
  ttlSeconds?: number;
}

function keyFor(purpose: TokenPurpose, secret: string) {
  return new TextEncoder().encode(`${purpose.key}:${secret}`);
}

/** A server-signed token (an HS256 JWT) naming `subject`, for whoever holds it to hand back later. */
export async function signToken(
  purpose: TokenPurpose,
  params: { subject: string; claims?: Record<string, string>; secret: string; now?: Date },
): Promise<string> {
  const token = new SignJWT(params.claims ?? {}).setProtectedHeader({ alg: 'HS256' }).setSubject(params.subject).setAudience(purpose.audience);
  if (purpose.ttlSeconds !== undefined) {
    const issuedAt = Math.floor((params.now ?? new Date()).getTime() / 1000);
    token.setIssuedAt(issuedAt).setExpirationTime(issuedAt + purpose.ttlSeconds);
  }
  return token.sign(keyFor(purpose, params.secret));
}

/** The token's subject and claims, or null for a token that is forged, altered, expired or meant for something else. */
export async function verifyToken(
  purpose: TokenPurpose,
  token: string,
  params: { secret: string; now?: Date },
): Promise<{ subject: string; claims: JWTPayload } | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(purpose, params.secret), {
      audience: purpose.audience,
      algorithms: ['HS256'],
      currentDate: params.now,
    });
    return typeof payload.sub === 'string' ? { subject: payload.sub, claims: payload } : null;
  } catch {
    return null;
  }
}
