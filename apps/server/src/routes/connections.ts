import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. SPEC §3 user_connection, §4: requests (Discover's and the profile dialog's
// 'Ajouter'), the ones a member received, and the accepted connections. Members only.
const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const connections = app.services.connections;

  app.route({
    ...routeOf(app, api.request),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const { created, connection } = await connections.requestConnection(request.sessionUser!.id, request.body);
      // 201 for a new request; 200 for the pair's existing one (or theirs, now accepted).
      return reply.status(created ? 201 : 200).send({ connection });
    },
  });

  app.route({
    ...routeOf(app, api.list),
    preHandler: app.requireUser,
    handler: async (request) => ({ connections: await connections.listConnections(request.sessionUser!.id) }),
  });

  app.route({
    ...routeOf(app, api.requests),
    preHandler: app.requireUser,
    handler: async (request) => ({ requests: await connections.listIncomingRequests(request.sessionUser!.id) }),
  });

  app.route({
    ...routeOf(app, api.accept),
    preHandler: app.requireUser,
    handler: async (request) => ({ connection: await connections.accept(request.params.id, request.sessionUser!.id) }),
  });

  app.route({
    ...routeOf(app, api.decline),
    preHandler: app.requireUser,
    handler: async (request) => ({ connection: await connections.decline(request.params.id, request.sessionUser!.id) }),
  });
};

export default connectionRoutes;
