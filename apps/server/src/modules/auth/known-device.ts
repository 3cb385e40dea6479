import crypto from 'node:crypto';
import { signToken, verifyToken, type TokenPurpose } from '../../lib/signed-token';
import { COOKIE_PREFIX } from './better-auth';
import { readCookie } from './session-resolver';

const DAY_S = 24 * 60 * 60;
/** A phone or laptop stays known for half a year after its last sign-in; each sign-in renews it. */
const KNOWN_DEVICE_TTL_S = 180 * DAY_S;
const KNOWN_DEVICE: TokenPurpose = { key: 'known-device', audience: 'la-meute:known-device', ttlSeconds: KNOWN_DEVICE_TTL_S };

/** A device the member signed in on before: the account it names, and its own id for its own budget. */
export interface KnownDevice {
  userId: string;
  deviceId: string;
}

/**
 * The "known device" cookie (OWASP's device cookie): set on every successful sign-in, it lets the
 * owner past the per-account brake that strangers' wrong passwords put on their account. Only the
 * auth routes read it, so its path is theirs; it outlives the session on purpose, and is not
 * consent-bound: it exists to keep the account safe.
 */
export function createKnownDevices(options: { secret: string; secure: boolean }) {
  const { secret, secure } = options;
  // Better Auth's cookies are named the same way: `__Secure-` in front over https.
  const cookieName = `${secure ? '__Secure-' : ''}${COOKIE_PREFIX}.known_device`;

  return {
    /** The device this request comes from, when its cookie is ours, untampered and unexpired. */
    async read(headers: Headers): Promise<KnownDevice | null> {
      const cookieHeader = headers.get('cookie');
      const token = cookieHeader?.includes(cookieName) ? readCookie(cookieHeader, cookieName) : null;
      if (!token) return null;
      const verified = await verifyToken(KNOWN_DEVICE, token, { secret });
      const deviceId = verified?.claims.device;
      return verified && typeof deviceId === 'string' ? { userId: verified.subject, deviceId } : null;
    },

    /** The Set-Cookie that makes this device known for `userId` (a new device id each time). */
    async cookieFor(userId: string): Promise<string> {
      const token = await signToken(KNOWN_DEVICE, { subject: userId, claims: { device: crypto.randomUUID() }, secret });
      return [
        `${cookieName}=${token}`,
        'Path=/api/auth',
        `Max-Age=${KNOWN_DEVICE_TTL_S}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
