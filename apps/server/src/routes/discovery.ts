import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discoveryContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. SPEC §2 Discover People, §7 'discovery select': members only.
const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, api.list),
    preHandler: app.requireUser,
    handler: async (request) => app.services.discovery.listProfiles(request.sessionUser!.id, request.query),
  });
};

export default discoveryRoutes;
