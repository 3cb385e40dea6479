import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';
import { signAnonymousToken } from '../modules/anonymous/anonymous-token';

// Mounted under /api. SPEC §3 anonymous session: stored by the browser, signed by the server.
const anonymousRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokensByIp = app.services.rateLimits.create({ name: 'anonymous-tokens-by-ip', points: 30, durationS: 60 * 60 });

  app.route({
    ...routeOf(app, api.createToken),
    handler: async (request) => {
      await tokensByIp.consume(request.ip);
      const { token, expiresAt } = await signAnonymousToken(request.body, app.serverSecret);
      return { token, expiresAt: expiresAt.toISOString() };
    },
  });
};

export default anonymousRoutes;
