import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ROLE_RANK, type Role, type SessionUser } from '@la-meute/shared';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { resolveSecret } from '../../lib/secret';
import { createAuthRepository } from '../../modules/auth/auth.repository';
import { createAuthService, type AuthService, type RequestContext } from '../../modules/auth/auth.service';
import { CLIENT_IP_HEADER, COOKIE_PREFIX, createAuth } from '../../modules/auth/better-auth';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    serverSecret: string;
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

// Better Auth's cookie is `<prefix>.session_token`, with `__Secure-` in front over https.
const SESSION_COOKIE_NAME = `${COOKIE_PREFIX}.session_token`;

export function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const secret = resolveSecret(config.sessionSecret, config.dataDir);
    const auth = createAuth({
      db: app.db,
      secret,
      appUrl: config.appUrl,
      adminEmails: config.adminEmails,
      mailer: app.mailer,
    });
    const authService = createAuthService({ auth, repository: createAuthRepository(app.db) });
    app.decorate('serverSecret', secret);
    app.decorate('authService', authService);
    app.decorateRequest('sessionUser', undefined);

    app.decorate('loadSessionUser', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.sessionUser !== undefined) return request.sessionUser;
      // Most public reads carry no session cookie: answer them without asking the auth library.
      if (!request.headers.cookie?.includes(SESSION_COOKIE_NAME)) {
        request.sessionUser = null;
        return null;
      }
      const { result, setCookies: cookies } = await authService.getSession(toRequestContext(request));
      setCookies(reply, cookies);
      request.sessionUser = result;
      return result;
    });

    const requireUser: preHandlerAsyncHookHandler = async function (request, reply) {
      const user = await app.loadSessionUser(request, reply);
      if (!user) throw new AppError(401, 'auth.required');
    };
    app.decorate('requireUser', requireUser);

    // For the admin and moderator routes of later issues.
    app.decorate('requireRole', (role: Role): preHandlerAsyncHookHandler => async (request, reply) => {
      const user = await app.loadSessionUser(request, reply);
      if (!user) throw new AppError(401, 'auth.required');
      if (ROLE_RANK[user.role] < ROLE_RANK[role]) throw new AppError(403, 'auth.forbidden');
    });
  },
  { name: 'auth', dependencies: ['database', 'mailer'] },
);
