import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendationContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. SPEC §3 ai_recommendation, §4, §7: the member's own recommendations. Members only.
const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const recommendations = app.services.recommendations;

  app.route({
    ...routeOf(app, api.list),
    preHandler: app.requireUser,
    handler: async (request) => ({ recommendations: await recommendations.listUnseen(request.sessionUser!.id) }),
  });

  app.route({
    ...routeOf(app, api.dismiss),
    preHandler: app.requireUser,
    handler: async (request) => recommendations.dismiss(request.params.id, request.sessionUser!.id),
  });

  app.route({
    ...routeOf(app, api.apply),
    preHandler: app.requireUser,
    handler: async (request) => recommendations.apply(request.params.id, request.sessionUser!.id),
  });
};

export default recommendationRoutes;
