import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. SPEC §7 conversations: every route needs a session and, past creation,
// a participant (services.messaging answers 404 to anyone else).
const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.messaging;
  // Only after requireUser, which has loaded the session.
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  app.addHook('preHandler', app.requireUser);

  app.route({
    ...routeOf(app, api.startDirect),
    handler: async (request, reply) => {
      const result = await service.getOrCreateDirect(memberId(request), request.body.userId);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  });

  app.route({
    ...routeOf(app, api.create),
    handler: async (request, reply) => {
      const result = await service.create(memberId(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  });

  // The list goes out as PostgreSQL wrote it (checked against its contract outside production).
  app.route({
    ...routeOf(app, api.list),
    handler: async (request, reply) => app.sendJsonText(request, reply, await service.list(memberId(request))),
  });

  // A static path: find-my-way matches it before '/conversations/:id'.
  app.route({ ...routeOf(app, api.unread), handler: async (request) => service.unreadTotal(memberId(request)) });

  app.route({ ...routeOf(app, api.get), handler: async (request) => service.find(memberId(request), request.params.id) });

  // SPEC §2 /messages: the group's admin renames it and adds members; both answer the updated row.
  app.route({
    ...routeOf(app, api.rename),
    handler: async (request) => service.rename(memberId(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(app, api.addParticipants),
    handler: async (request) => service.addParticipants(memberId(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(app, api.listMessages),
    handler: async (request) => service.messages(memberId(request), request.params.id, request.query.cursor),
  });

  app.route({
    ...routeOf(app, api.sendMessage),
    handler: async (request, reply) => reply.code(201).send(await service.send(memberId(request), request.params.id, request.body)),
  });

  app.route({ ...routeOf(app, api.markRead), handler: async (request) => service.markRead(memberId(request), request.params.id) });
};

export default conversationRoutes;
