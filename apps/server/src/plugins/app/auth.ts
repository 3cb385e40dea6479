import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasRole, type Role, type SessionUser } from '@la-meute/shared';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../modules/auth/auth.service';
import {
  CLIENT_IP_HEADER,
  COOKIE_PREFIX,
  SESSION_RENEW_AFTER_SECONDS,
  SESSION_TTL_SECONDS,
} from '../../modules/auth/better-auth';
import { SessionCache } from '../../modules/auth/session-cache';
import { createSessionResolver } from '../../modules/auth/session-resolver';
import type { Sessions } from '../../modules/auth/sessions';

/**
 * How long a resolved session is reused: a revoked session or a banned member must stop
 * working within 5 seconds, whatever revoked it (our own revocations clear the cache at once).
 */
const SESSION_CACHE_TTL_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    /** The signed-in user of this request (read once per request), or null. */
    loadSessionUser: (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser | null>;
    requireUser: preHandlerAsyncHookHandler;
    requireRole: (role: Role) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null | undefined;
  }
}

/** What the auth library needs from a Fastify request; the IP is Fastify's, TRUST_PROXY-aware. */
export function toRequestContext(request: FastifyRequest): RequestContext {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return { headers, ip: request.ip };
}

// Better Auth's cookies are `<prefix>.<name>`, with `__Secure-` in front over https.
function cookieName(name: string, secure: boolean) {
  return `${secure ? '__Secure-' : ''}${COOKIE_PREFIX}.${name}`;
}

export function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const secret = app.serverSecret;
    const { auth: authService, authRepository: repository } = app.services;
    const secure = config.appUrl.startsWith('https://');
    const cache = new SessionCache(SESSION_CACHE_TTL_MS);
    const resolver = createSessionResolver({
      secret,
      cookieName: cookieName('session_token', secure),
      dontRememberCookieName: cookieName('dont_remember', secure),
      sessionTtlMs: SESSION_TTL_SECONDS * 1000,
      renewAfterMs: SESSION_RENEW_AFTER_SECONDS * 1000,
      repository,
      cache,
      askBetterAuth: (cookie) => authService.getSession({ headers: new Headers({ cookie }) }),
    });
    const forgottenTokens = await app.services.redis.broadcast<string>('la-meute:session-revocations', (token) => cache.deleteToken(token));
    app.addHook('onClose', async () => forgottenTokens.close());
    // A member signed out (or revoked) anywhere: no instance answers from their cached sessions.
    const unsubscribe = app.services.events.on('member.signed-out', ({ userId }) => cache.deleteUser(userId), { scope: 'every-instance' });
    // Their name or avatar changed: every session of theirs shows the new ones on the next request.
    const unsubscribeProfile = app.services.events.on('profile.updated', ({ userId }) => cache.deleteUser(userId), { scope: 'every-instance' });
    app.addHook('onClose', async () => {
      unsubscribe();
      unsubscribeProfile();
    });

    app.decorate('sessions', {
      resolve: resolver.resolve,
      readSessionToken: resolver.readSessionToken,
      forget: (token: string) => forgottenTokens.publish(token),
      revokeMember: (userId: string) => app.services.events.emit('member.signed-out', { userId, at: new Date().toISOString() }),
      repository,
    } satisfies Sessions);
    app.decorateRequest('sessionUser', undefined);

    app.decorate('loadSessionUser', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.sessionUser !== undefined) return request.sessionUser;
      const { user, setCookies: cookies } = await resolver.resolve(request.headers.cookie);
      setCookies(reply, cookies);
      request.sessionUser = user;
      // The daily login XP on the first signed-in request of a Paris day (memoised).
      if (user) app.services.gamification.noteSignedIn(user.id);
      return user;
    });

    const requireUser: preHandlerAsyncHookHandler = async function (request, reply) {
      const user = await app.loadSessionUser(request, reply);
      if (!user) throw new AppError(401, 'auth.required');
    };
    app.decorate('requireUser', requireUser);

    // The moderator and admin routes: a member with too low a role is refused on the server.
    app.decorate('requireRole', (role: Role): preHandlerAsyncHookHandler => async (request, reply) => {
      const user = await app.loadSessionUser(request, reply);
      if (!user) throw new AppError(401, 'auth.required');
      // The refusal names who the page is for ('Accès réservé à…').
      if (!hasRole(user.role, role)) throw new AppError(403, role === 'admin' ? 'auth.admins_only' : role === 'moderator' ? 'auth.moderators_only' : 'auth.forbidden');
    });
  },
  { name: 'auth', dependencies: ['database', 'services'] },
);
