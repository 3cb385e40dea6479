import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discoveryPageSchema, discoveryQuerySchema } from '@la-meute/shared';

// Mounted under /api. SPEC §2 Discover People, §7 'discovery select': members only.
const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/discovery',
    { preHandler: app.requireUser, schema: { querystring: discoveryQuerySchema, response: { 200: discoveryPageSchema } } },
    async (request) => app.services.discovery.listProfiles(request.sessionUser!.id, request.query),
  );
};

export default discoveryRoutes;
