import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api: SPEC §7 ai-translate, for signed-in members (the rate limit is per member).
const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, api.translate),
    preHandler: app.requireUser,
    handler: async (request) => app.services.translation.translate(request.sessionUser!.id, request.body),
  });
};

export default translationRoutes;
