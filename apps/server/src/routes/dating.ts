import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { datingContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. /dating's discover, matches ('Affinités') and preferences. Members only.
const datingRoutes: FastifyPluginAsyncZod = async (app) => {
  const dating = app.services.dating;

  app.route({
    ...routeOf(app, api.preferences),
    preHandler: app.requireUser,
    handler: async (request) => ({ preferences: await dating.getPreferences(request.sessionUser!.id) }),
  });

  app.route({
    ...routeOf(app, api.savePreferences),
    preHandler: app.requireUser,
    handler: async (request) => ({ preferences: await dating.savePreferences(request.sessionUser!.id, request.body) }),
  });

  app.route({ ...routeOf(app, api.discover), preHandler: app.requireUser, handler: async (request) => dating.discover(request.sessionUser!.id) });

  app.route({ ...routeOf(app, api.swipe), preHandler: app.requireUser, handler: async (request) => dating.swipe(request.sessionUser!.id, request.body) });

  app.route({
    ...routeOf(app, api.matches),
    preHandler: app.requireUser,
    handler: async (request) => ({ matches: await dating.listMatches(request.sessionUser!.id) }),
  });

  app.route({
    ...routeOf(app, api.unmatch),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      await dating.unmatch(request.sessionUser!.id, request.params.id);
      return reply.status(204).send();
    },
  });
};

export default datingRoutes;
