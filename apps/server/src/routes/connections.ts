import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedConnectionListSchema,
  connectionParamsSchema,
  connectionResponseSchema,
  createConnectionInputSchema,
  incomingConnectionRequestListSchema,
} from '@la-meute/shared';

// Mounted under /api. SPEC §3 user_connection, §4: requests (Discover's and the profile dialog's
// 'Ajouter'), the ones a member received, and the accepted connections. Members only.
const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const connections = app.services.connections;

  app.post(
    '/connections',
    {
      preHandler: app.requireUser,
      schema: { body: createConnectionInputSchema, response: { 200: connectionResponseSchema, 201: connectionResponseSchema } },
    },
    async (request, reply) => {
      const { created, connection } = await connections.requestConnection(request.sessionUser!.id, request.body);
      // 201 for a new request; 200 for the pair's existing one (or theirs, now accepted).
      return reply.status(created ? 201 : 200).send({ connection });
    },
  );

  app.get('/connections', { preHandler: app.requireUser, schema: { response: { 200: acceptedConnectionListSchema } } }, async (request) => ({
    connections: await connections.listConnections(request.sessionUser!.id),
  }));

  app.get(
    '/connections/requests',
    { preHandler: app.requireUser, schema: { response: { 200: incomingConnectionRequestListSchema } } },
    async (request) => ({ requests: await connections.listIncomingRequests(request.sessionUser!.id) }),
  );

  app.post(
    '/connections/:id/accept',
    { preHandler: app.requireUser, schema: { params: connectionParamsSchema, response: { 200: connectionResponseSchema } } },
    async (request) => ({ connection: await connections.accept(request.params.id, request.sessionUser!.id) }),
  );

  app.post(
    '/connections/:id/decline',
    { preHandler: app.requireUser, schema: { params: connectionParamsSchema, response: { 200: connectionResponseSchema } } },
    async (request) => ({ connection: await connections.decline(request.params.id, request.sessionUser!.id) }),
  );
};

export default connectionRoutes;
