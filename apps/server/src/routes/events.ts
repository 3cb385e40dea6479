import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANDING_COUNTS, listLimitQuerySchema, upcomingEventListSchema } from '@la-meute/shared';
import { createEventsRepository } from '../modules/events/events.repository';

// Mounted under /api.
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createEventsRepository(app.db);

  app.get(
    '/events/upcoming',
    { schema: { querystring: listLimitQuerySchema, response: { 200: upcomingEventListSchema } } },
    async (request) => ({ events: await repository.listUpcomingEvents(request.query.limit ?? LANDING_COUNTS.events) }),
  );
};

export default eventRoutes;
