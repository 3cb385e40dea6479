import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberSearchQuerySchema, memberSummaryListSchema } from '@la-meute/shared';

// Mounted under /api. The member picker of a new conversation or a group (SPEC §2 /messages):
// members only, like the conversations it fills.
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    { preHandler: app.requireUser, schema: { querystring: memberSearchQuerySchema, response: { 200: memberSummaryListSchema } } },
    async (request) => ({ members: await app.services.profiles.searchMembers(request.sessionUser!.id, request.query.q) }),
  );
};

export default memberRoutes;
