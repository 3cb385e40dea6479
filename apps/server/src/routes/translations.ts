import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translateInputSchema, translationSchema } from '@la-meute/shared';

// Mounted under /api: SPEC §7 ai-translate, for signed-in members (the rate limit is per member).
const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/translations',
    { preHandler: app.requireUser, schema: { body: translateInputSchema, response: { 200: translationSchema } } },
    async (request) => app.services.translation.translate(request.sessionUser!.id, request.body),
  );
};

export default translationRoutes;
