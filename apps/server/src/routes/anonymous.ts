import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousSessionSchema, anonymousTokenResponseSchema } from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import { RateLimiter } from '../lib/rate-limiter';
import { signAnonymousToken } from '../modules/anonymous/anonymous-token';

// Mounted under /api. SPEC §3 anonymous session: stored by the browser, signed by the server.
const anonymousRoutes: FastifyPluginAsyncZod = async (app) => {
  const byIp = new RateLimiter({ max: 30, windowMs: 60 * 60 * 1000 });

  app.post(
    '/anonymous',
    { schema: { body: anonymousSessionSchema, response: { 200: anonymousTokenResponseSchema } } },
    async (request) => {
      const { allowed, retryAfterSeconds } = byIp.hit(request.ip);
      if (!allowed) throw new AppError(429, 'http.rate_limited', { retryAfterSeconds });
      const { token, expiresAt } = await signAnonymousToken(request.body, app.serverSecret);
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );
};

export default anonymousRoutes;
