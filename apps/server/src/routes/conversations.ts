import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addParticipantsInputSchema,
  conversationCreatedSchema,
  conversationListSchema,
  conversationMessageSchema,
  conversationMessagesPageSchema,
  conversationMessagesQuerySchema,
  conversationSummarySchema,
  createConversationInputSchema,
  readStateSchema,
  renameConversationInputSchema,
  sendConversationMessageInputSchema,
  startDirectConversationInputSchema,
  unreadTotalSchema,
} from '@la-meute/shared';

const idParams = z.object({ id: z.string() });

// Mounted under /api. SPEC §7 conversations: every route needs a session and, past creation,
// a participant (services.messaging answers 404 to anyone else).
const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.messaging;
  // Only after requireUser, which has loaded the session.
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  app.addHook('preHandler', app.requireUser);

  app.post(
    '/conversations/direct',
    { schema: { body: startDirectConversationInputSchema, response: { 200: conversationCreatedSchema, 201: conversationCreatedSchema } } },
    async (request, reply) => {
      const result = await service.getOrCreateDirect(memberId(request), request.body.userId);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/conversations',
    { schema: { body: createConversationInputSchema, response: { 200: conversationCreatedSchema, 201: conversationCreatedSchema } } },
    async (request, reply) => {
      const result = await service.create(memberId(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  app.get('/conversations', { schema: { response: { 200: conversationListSchema } } }, async (request) => ({
    conversations: await service.list(memberId(request)),
  }));

  // A static path: find-my-way matches it before '/conversations/:id'.
  app.get('/conversations/unread', { schema: { response: { 200: unreadTotalSchema } } }, async (request) =>
    service.unreadTotal(memberId(request)),
  );

  app.get('/conversations/:id', { schema: { params: idParams, response: { 200: conversationSummarySchema } } }, async (request) =>
    service.find(memberId(request), request.params.id),
  );

  // SPEC §2 /messages: the group's admin renames it and adds members; both answer the updated row.
  app.patch(
    '/conversations/:id',
    { schema: { params: idParams, body: renameConversationInputSchema, response: { 200: conversationSummarySchema } } },
    async (request) => service.rename(memberId(request), request.params.id, request.body),
  );

  app.post(
    '/conversations/:id/participants',
    { schema: { params: idParams, body: addParticipantsInputSchema, response: { 200: conversationSummarySchema } } },
    async (request) => service.addParticipants(memberId(request), request.params.id, request.body),
  );

  app.get(
    '/conversations/:id/messages',
    { schema: { params: idParams, querystring: conversationMessagesQuerySchema, response: { 200: conversationMessagesPageSchema } } },
    async (request) => service.messages(memberId(request), request.params.id, request.query.before),
  );

  app.post(
    '/conversations/:id/messages',
    { schema: { params: idParams, body: sendConversationMessageInputSchema, response: { 201: conversationMessageSchema } } },
    async (request, reply) => reply.code(201).send(await service.send(memberId(request), request.params.id, request.body)),
  );

  app.post('/conversations/:id/read', { schema: { params: idParams, response: { 200: readStateSchema } } }, async (request) =>
    service.markRead(memberId(request), request.params.id),
  );
};

export default conversationRoutes;
