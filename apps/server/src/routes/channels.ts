import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelListSchema } from '@la-meute/shared';
import { createChannelsRepository } from '../modules/channels/channels.repository';

// Mounted under /api.
const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createChannelsRepository(app.db);

  app.get('/channels', { schema: { response: { 200: channelListSchema } } }, async () => ({
    channels: await repository.listChannels(),
  }));
};

export default channelRoutes;
