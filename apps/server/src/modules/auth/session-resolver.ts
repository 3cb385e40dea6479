import crypto from 'node:crypto';
import type { SessionUser } from '@la-meute/shared';
import type { AuthRepository } from './auth.repository';
import type { SessionCache } from './session-cache';

export interface ResolvedSession {
  user: SessionUser | null;
  /** The session token the user was found by (sockets keep it to notice a revocation). */
  token: string | null;
  /** Cookies Better Auth asks to set (a renewed or a deleted session). */
  setCookies: string[];
}

export interface SessionResolverOptions {
  secret: string;
  /** Better Auth's session cookie name (with its `__Secure-` prefix over https). */
  cookieName: string;
  dontRememberCookieName: string;
  /** Better Auth's sliding renewal: a session is renewed once it is this old. */
  sessionTtlMs: number;
  renewAfterMs: number;
  repository: Pick<AuthRepository, 'findSessionMember'>;
  cache: SessionCache;
  /** Better Auth's own getSession: renewal, expired-session cleanup, cookie deletion. */
  askBetterAuth: (cookieHeader: string) => Promise<{ result: SessionUser | null; setCookies: string[] }>;
  now?: () => number;
}

/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The signed-in member of a request, answered from memory on most requests.
 *
 * Better Auth's getSession costs three queries per request (session, user, then our profile and
 * level). Here: the cookie's HMAC is checked in process (the same signature Better Auth makes),
 * a recent answer for that token is reused for a few seconds (SessionCache), and a miss costs one
 * joined query. Better Auth is still asked whenever it has work to do: a session due for its daily
 * renewal, an expired or unknown one (it clears the cookie), a "don't remember me" session.
 */
export function createSessionResolver(options: SessionResolverOptions) {
  const { cache, repository } = options;
  const now = options.now ?? Date.now;
  const key = Buffer.from(options.secret);

  /** The token of a correctly signed session cookie; null when absent or forged. */
  function readSessionToken(cookieHeader: string | undefined): string | null {
    if (!cookieHeader?.includes(options.cookieName)) return null;
    const signed = readCookie(cookieHeader, options.cookieName);
    const dot = signed?.lastIndexOf('.') ?? -1;
    if (!signed || dot < 1) return null;
    const token = signed.slice(0, dot);
    const signature = Buffer.from(signed.slice(dot + 1));
    const expected = Buffer.from(crypto.createHmac('sha256', key).update(token).digest('base64'));
    return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null;
  }

  async function resolve(cookieHeader: string | undefined): Promise<ResolvedSession> {
    const token = readSessionToken(cookieHeader);
    if (!token || !cookieHeader) return { user: null, token: null, setCookies: [] };
    const cached = cache.get(token);
    if (cached) return { user: cached.user, token: cached.user ? token : null, setCookies: [] };

    const found = await repository.findSessionMember(token);
    const at = now();
    const expiresAt = found?.expiresAt.getTime() ?? 0;
    const renewAt = expiresAt - options.sessionTtlMs + options.renewAfterMs;
    const remembered = !cookieHeader.includes(options.dontRememberCookieName);
    if (found && expiresAt > at && renewAt > at && remembered) {
      cache.set(token, { user: found.user, sessionExpiresAt: expiresAt, renewAt });
      return { user: found.user, token, setCookies: [] };
    }
    // Better Auth renews the session, or deletes an expired one and its cookie.
    const { result, setCookies } = await options.askBetterAuth(cookieHeader);
    if (!result && setCookies.length === 0) cache.set(token, { user: null, sessionExpiresAt: null, renewAt: null });
    return { user: result, token: result ? token : null, setCookies };
  }

  return { resolve, readSessionToken };
}
