import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';
import type { AppConfig } from '../config';

// Mounted under /api: operator details and public figures, for the legal pages, footer and support page.
const publicConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...routeOf(app, api.get),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return config.publicConfig;
    },
  });
};

export default publicConfigRoutes;
