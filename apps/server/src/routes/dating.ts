import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  datingDiscoverSchema,
  datingMatchListSchema,
  datingMatchParamsSchema,
  datingPreferencesInputSchema,
  datingPreferencesResponseSchema,
  datingSwipeInputSchema,
  datingSwipeResultSchema,
} from '@la-meute/shared';

// Mounted under /api. /dating's discover, matches ('Affinités') and preferences. Members only.
const datingRoutes: FastifyPluginAsyncZod = async (app) => {
  const dating = app.services.dating;

  app.get(
    '/dating/preferences',
    { preHandler: app.requireUser, schema: { response: { 200: datingPreferencesResponseSchema } } },
    async (request) => ({ preferences: await dating.getPreferences(request.sessionUser!.id) }),
  );

  app.put(
    '/dating/preferences',
    { preHandler: app.requireUser, schema: { body: datingPreferencesInputSchema, response: { 200: datingPreferencesResponseSchema } } },
    async (request) => ({ preferences: await dating.savePreferences(request.sessionUser!.id, request.body) }),
  );

  app.get(
    '/dating/discover',
    { preHandler: app.requireUser, schema: { response: { 200: datingDiscoverSchema } } },
    async (request) => dating.discover(request.sessionUser!.id),
  );

  app.post(
    '/dating/swipes',
    { preHandler: app.requireUser, schema: { body: datingSwipeInputSchema, response: { 200: datingSwipeResultSchema } } },
    async (request) => dating.swipe(request.sessionUser!.id, request.body),
  );

  app.get(
    '/dating/matches',
    { preHandler: app.requireUser, schema: { response: { 200: datingMatchListSchema } } },
    async (request) => ({ matches: await dating.listMatches(request.sessionUser!.id) }),
  );

  app.delete(
    '/dating/matches/:id',
    { preHandler: app.requireUser, schema: { params: datingMatchParamsSchema } },
    async (request, reply) => {
      await dating.unmatch(request.sessionUser!.id, request.params.id);
      return reply.status(204).send();
    },
  );
};

export default datingRoutes;
