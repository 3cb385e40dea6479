import { signToken, verifyToken, type TokenPurpose } from '../../lib/signed-token';

/** Long enough to write an appeal, short enough that a leaked answer soon stops working. */
export const BAN_APPEAL_TOKEN_TTL_SECONDS = 60 * 60;
const BAN_APPEAL: TokenPurpose = { key: 'ban-appeal', audience: 'la-meute:ban-appeal', ttlSeconds: BAN_APPEAL_TOKEN_TTL_SECONDS };

export interface BanAppealClaims {
  userId: string;
  /** The ban decision the member may appeal. */
  actionId: string;
}

/**
 * Given with the refused sign-in of a banned member whose password was right (DSA Art. 20): they
 * have no session, and this is what lets them appeal the ban once.
 */
export function signBanAppealToken(claims: BanAppealClaims, secret: string, now = new Date()): Promise<string> {
  return signToken(BAN_APPEAL, { subject: claims.userId, claims: { actionId: claims.actionId }, secret, now });
}

/** The claims, or null for a token that is forged, altered, expired or meant for something else. */
export async function verifyBanAppealToken(token: string, secret: string, now = new Date()): Promise<BanAppealClaims | null> {
  const verified = await verifyToken(BAN_APPEAL, token, { secret, now });
  if (!verified || typeof verified.claims.actionId !== 'string') return null;
  return { userId: verified.subject, actionId: verified.claims.actionId };
}
