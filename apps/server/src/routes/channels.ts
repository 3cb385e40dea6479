import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelListSchema } from '@la-meute/shared';

// Mounted under /api. Counts and last activity live on the channel rows (ADR 012): no cache needed.
const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.services.channels;

  app.get('/channels', { schema: { response: { 200: channelListSchema } } }, async () => ({
    channels: await repository.listChannels(),
  }));
};

export default channelRoutes;
