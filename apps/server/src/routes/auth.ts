import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract as api, EMAIL_VERIFIED_QUERY, type SessionUser } from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import { routeOf } from '../lib/contract-route';
import { signBanAppealToken } from '../modules/moderation/ban-appeal-token';
import { setCookies, toRequestContext } from '../plugins/app/auth';

// Mounted under /api/auth. SPEC §7 auth calls, on our own routes over Better Auth.
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;

  /**
   * Signing in within the deletion grace period cancels the deletion: restored before answering,
   * so the answer already shows the member's own name, not 'Utilisateur supprimé'.
   */
  async function restoredIfPending(user: SessionUser): Promise<SessionUser> {
    if (!(await app.services.accountData.restoreIfPending(user.id))) return user;
    return (await app.services.authRepository.findSessionUser(user.id)) ?? user;
  }

  /**
   * A ban refuses the session only after Better Auth checked the password (sign-in.mjs: password,
   * then email verification, then createSession and our hook), so the refusal may carry the
   * token that lets the member appeal the ban without a session (DSA Art. 20).
   */
  async function withBanAppealToken(error: unknown, email: string): Promise<never> {
    if (error instanceof AppError && error.code === 'auth.banned') {
      const ban = await app.services.moderationDesk.latestBan(email);
      if (ban) throw new AppError(403, 'auth.banned', { appealToken: await signBanAppealToken(ban, app.serverSecret) });
    }
    throw error;
  }

  app.route({
    ...routeOf(app, api.session),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await app.loadSessionUser(request, reply) };
    },
  });

  app.route({
    ...routeOf(app, api.signUp),
    handler: async (request, reply) => {
      const result = await service.signUp(request.body, toRequestContext(request));
      return reply.status(201).send(result);
    },
  });

  app.route({
    ...routeOf(app, api.signIn),
    handler: async (request, reply) => {
      const { result, setCookies: cookies } = await service
        .signIn(request.body, toRequestContext(request))
        .catch((error: unknown) => withBanAppealToken(error, request.body.email));
      setCookies(reply, cookies);
      return { user: await restoredIfPending(result) };
    },
  });

  app.route({
    ...routeOf(app, api.signOut),
    handler: async (request, reply) => {
      const token = app.sessions.readSessionToken(request.headers.cookie);
      const user = await app.loadSessionUser(request, reply);
      setCookies(reply, await service.signOut(toRequestContext(request), user?.id ?? null));
      // Every instance forgets it now, not when its cached answer expires.
      if (token) await app.sessions.forget(token);
      return { ok: true } as const;
    },
  });

  // The link of the verification mail: a plain GET, so it works from any mail client.
  app.route({
    ...routeOf(app, api.verifyEmail),
    handler: async (request, reply) => {
      const verified = request.query.token ? await service.verifyEmail(request.query.token) : false;
      const value = verified ? EMAIL_VERIFIED_QUERY.success : EMAIL_VERIFIED_QUERY.failure;
      return reply.redirect(`/auth?${EMAIL_VERIFIED_QUERY.key}=${value}`);
    },
  });

  // The sign-up's next step: a confirmation mail that never came, or came too late.
  app.route({
    ...routeOf(app, api.resendVerification),
    handler: async (request) => {
      await service.resendVerification(request.body, toRequestContext(request));
      return { ok: true } as const;
    },
  });

  app.route({
    ...routeOf(app, api.requestPasswordReset),
    handler: async (request) => {
      await service.requestPasswordReset(request.body);
      return { ok: true } as const;
    },
  });

  app.route({
    ...routeOf(app, api.resetPassword),
    handler: async (request, reply) => {
      const { result, setCookies: cookies } = await service.resetPassword(request.body, toRequestContext(request));
      setCookies(reply, cookies);
      return { user: await restoredIfPending(result) };
    },
  });
};

export default authRoutes;
