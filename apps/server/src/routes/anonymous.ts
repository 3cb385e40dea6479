import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousSessionSchema, anonymousTokenResponseSchema } from '@la-meute/shared';
import { signAnonymousToken } from '../modules/anonymous/anonymous-token';

// Mounted under /api. SPEC §3 anonymous session: stored by the browser, signed by the server.
const anonymousRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokensByIp = app.services.rateLimits.create({ name: 'anonymous-tokens-by-ip', points: 30, durationS: 60 * 60 });

  app.post(
    '/anonymous',
    { schema: { body: anonymousSessionSchema, response: { 200: anonymousTokenResponseSchema } } },
    async (request) => {
      await tokensByIp.consume(request.ip);
      const { token, expiresAt } = await signAnonymousToken(request.body, app.serverSecret);
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );
};

export default anonymousRoutes;
