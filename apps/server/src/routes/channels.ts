import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. Counts and last activity live on the channel rows (ADR 012): no cache needed.
const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.services.channels;

  app.route({ ...routeOf(app, api.list), handler: async () => ({ channels: await repository.listChannels() }) });
};

export default channelRoutes;
