import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@la-meute/shared';
import { pingDatabase } from '../db/probes';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  );
};

export default healthRoutes;
