import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api: the user profile dialog (SPEC §2). Connection requests: routes/connections.ts.
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;

  app.route({
    ...routeOf(app, api.get),
    handler: async (request, reply) => {
      const viewer = await app.loadSessionUser(request, reply);
      return { profile: await profiles.getProfile(request.params.userId, viewer) };
    },
  });
};

export default profileRoutes;
