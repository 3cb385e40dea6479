import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. The member picker of a new conversation or a group (SPEC §2 /messages):
// members only, like the conversations it fills.
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, api.search),
    preHandler: app.requireUser,
    handler: async (request) => ({ members: await app.services.profiles.searchMembers(request.sessionUser!.id, request.query.q) }),
  });
};

export default memberRoutes;
