import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityStatsSchema,
  LANDING_COUNTS,
  listLimitQuerySchema,
  memberCardListSchema,
} from '@la-meute/shared';

// Public community figures for the landing and community pages (mounted under /api).
const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.services.community;

  app.get('/community/stats', { schema: { response: { 200: communityStatsSchema } } }, async () => repository.getStats());

  app.get(
    '/community/recent-members',
    { schema: { querystring: listLimitQuerySchema, response: { 200: memberCardListSchema } } },
    async (request) => ({ members: await repository.listRecentMembers(request.query.limit ?? LANDING_COUNTS.members) }),
  );
};

export default communityRoutes;
