import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';
import { pingDatabase } from '../db/probes';

// Registered without a prefix: the address is /healthz itself.
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, api.check),
    handler: async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  });
};

export default healthRoutes;
