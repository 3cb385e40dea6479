import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityContract as api, LANDING_COUNTS } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Public community figures for the landing and community pages (mounted under /api).
const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.services.community;

  app.route({ ...routeOf(app, api.stats), handler: async () => repository.getStats() });

  app.route({
    ...routeOf(app, api.recentMembers),
    handler: async (request) => ({ members: await repository.listRecentMembers(request.query.limit ?? LANDING_COUNTS.members) }),
  });
};

export default communityRoutes;
