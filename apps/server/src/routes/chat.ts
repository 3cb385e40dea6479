import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. Sending and liking go through the realtime connection (realtime/handlers/chat.ts).
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, api.history),
    handler: async (request, reply) => {
      const viewer = await app.loadSessionUser(request, reply);
      return app.services.chat.history(request.params.id, viewer?.id ?? null, request.query.cursor);
    },
  });
};

export default chatRoutes;
