import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendationListSchema, recommendationParamsSchema, recommendationStateSchema } from '@la-meute/shared';

// Mounted under /api. SPEC §3 ai_recommendation, §4, §7: the member's own recommendations. Members only.
const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const recommendations = app.services.recommendations;

  app.get('/recommendations', { preHandler: app.requireUser, schema: { response: { 200: recommendationListSchema } } }, async (request) => ({
    recommendations: await recommendations.listUnseen(request.sessionUser!.id),
  }));

  app.post(
    '/recommendations/:id/dismiss',
    { preHandler: app.requireUser, schema: { params: recommendationParamsSchema, response: { 200: recommendationStateSchema } } },
    async (request) => recommendations.dismiss(request.params.id, request.sessionUser!.id),
  );

  app.post(
    '/recommendations/:id/apply',
    { preHandler: app.requireUser, schema: { params: recommendationParamsSchema, response: { 200: recommendationStateSchema } } },
    async (request) => recommendations.apply(request.params.id, request.sessionUser!.id),
  );
};

export default recommendationRoutes;
