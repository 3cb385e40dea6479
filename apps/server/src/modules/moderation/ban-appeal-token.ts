import { SignJWT, jwtVerify } from 'jose';

/** Long enough to write an appeal, short enough that a leaked answer soon stops working. */
export const BAN_APPEAL_TOKEN_TTL_SECONDS = 60 * 60;
const AUDIENCE = 'la-meute:ban-appeal';

export interface BanAppealClaims {
  userId: string;
  /** The ban decision the member may appeal. */
  actionId: string;
}

function keyFrom(secret: string) {
  // A distinct key per purpose (as anonymous-token.ts), so this token can never pass for another.
  return new TextEncoder().encode(`ban-appeal:${secret}`);
}

/**
 * Given with the refused sign-in of a banned member whose password was right (DSA Art. 20): they
 * have no session, and this is what lets them appeal the ban once.
 */
export async function signBanAppealToken(claims: BanAppealClaims, secret: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ actionId: claims.actionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + BAN_APPEAL_TOKEN_TTL_SECONDS)
    .sign(keyFrom(secret));
}

/** The claims, or null for a token that is forged, altered, expired or meant for something else. */
export async function verifyBanAppealToken(token: string, secret: string, now = new Date()): Promise<BanAppealClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFrom(secret), { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.actionId !== 'string') return null;
    return { userId: payload.sub, actionId: payload.actionId };
  } catch {
    return null;
  }
}
