import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANDING_COUNTS, listLimitQuerySchema, upcomingEventListSchema } from '@la-meute/shared';

// Mounted under /api.
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.services.calendar;

  app.get(
    '/events/upcoming',
    { schema: { querystring: listLimitQuerySchema, response: { 200: upcomingEventListSchema } } },
    async (request) => ({ events: await repository.listUpcomingEvents(request.query.limit ?? LANDING_COUNTS.events) }),
  );
};

export default eventRoutes;
