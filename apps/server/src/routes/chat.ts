import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatHistoryQuerySchema, chatHistorySchema } from '@la-meute/shared';

// Mounted under /api. Sending and liking go through the realtime connection (realtime/handlers/chat.ts).
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/channels/:id/messages',
    { schema: { params: z.object({ id: z.string() }), querystring: chatHistoryQuerySchema, response: { 200: chatHistorySchema } } },
    async (request, reply) => {
      const viewer = await app.loadSessionUser(request, reply);
      return app.services.chat.history(request.params.id, viewer?.id ?? null, request.query.before);
    },
  );
};

export default chatRoutes;
