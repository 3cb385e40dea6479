import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Results come as the member types (debounced): generous, but a script cannot sweep the site.
const SEARCHES_PER_MINUTE = 60;

// One search; visitors find public content, members also lose what they blocked or muted.
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.services.rateLimits.create({ name: 'search', points: SEARCHES_PER_MINUTE, durationS: 60 });

  app.route({
    ...routeOf(app, api.search),
    handler: async (request, reply) => {
      const viewerId = (await app.loadSessionUser(request, reply))?.id ?? null;
      await limit.consume(viewerId ? `member:${viewerId}` : `ip:${request.ip}`);
      return app.services.search.search(viewerId, request.query);
    },
  });
};

export default searchRoutes;
