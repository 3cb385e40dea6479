import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANONYMOUS_TOKEN_HEADER,
  createForumReplyInputSchema,
  createForumTopicInputSchema,
  forumCategoryCountsSchema,
  forumHelpfulInputSchema,
  forumHelpfulResultSchema,
  forumLikeResultSchema,
  forumPinInputSchema,
  forumPinResultSchema,
  forumReplyCreatedSchema,
  forumTopicCreatedSchema,
  forumTopicDetailSchema,
  forumTopicPageSchema,
  forumTopicsQuerySchema,
  forumTrendingSchema,
  okResponseSchema,
} from '@la-meute/shared';
import { verifyAnonymousToken } from '../modules/anonymous/anonymous-token';
import { visitorFingerprint, type ForumIdentity } from '../modules/forum/forum.service';

const idParams = z.object({ id: z.string() });

// Mounted under /api. Issue #14 forum: reads are public; topics and replies come from a member or
// a pseudonym (its signed token in the x-anonymous-token header); likes and marks need a member.
const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.forum;

  /** The member's session if any, else the pseudonym's verified token if any; a bad token counts as none. */
  async function identity(request: FastifyRequest, reply: FastifyReply): Promise<ForumIdentity> {
    const user = await app.loadSessionUser(request, reply);
    const fingerprint = visitorFingerprint(request.ip, request.headers['user-agent']);
    if (user) return { member: { id: user.id, level: user.level, role: user.role }, anonymous: null, fingerprint };
    const token = request.headers[ANONYMOUS_TOKEN_HEADER];
    const anonymous = typeof token === 'string' && token ? await verifyAnonymousToken(token, app.serverSecret) : null;
    return { member: null, anonymous, fingerprint };
  }
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  // The lists leave out a signed-in reader's blocked and muted members, and who blocked them.
  const readerId = async (request: FastifyRequest, reply: FastifyReply) => (await app.loadSessionUser(request, reply))?.id ?? null;
  const members = { preHandler: app.requireUser };

  app.get(
    '/forum/topics',
    { schema: { querystring: forumTopicsQuerySchema, response: { 200: forumTopicPageSchema } } },
    async (request, reply) => service.list(request.query, await readerId(request, reply)),
  );

  app.get('/forum/categories', { schema: { response: { 200: forumCategoryCountsSchema } } }, async () => service.categories());

  app.get('/forum/trending', { schema: { response: { 200: forumTrendingSchema } } }, async (request, reply) => ({
    topics: await service.trending(await readerId(request, reply)),
  }));

  app.post('/forum/topics', { schema: { body: createForumTopicInputSchema, response: { 201: forumTopicCreatedSchema } } }, async (request, reply) => {
    const topic = await service.create(await identity(request, reply), request.ip, request.body);
    return reply.status(201).send({ topic });
  });

  app.get('/forum/topics/:id', { schema: { params: idParams, response: { 200: forumTopicDetailSchema } } }, async (request, reply) => {
    // Personal (the viewer's like, rights) and counted: never cached by anyone.
    reply.header('cache-control', 'no-store');
    return service.detail(request.params.id, await identity(request, reply));
  });

  app.delete('/forum/topics/:id', { ...members, schema: { params: idParams, response: { 200: okResponseSchema } } }, async (request, reply) => {
    await service.removeTopic(request.params.id, await identity(request, reply));
    return { ok: true } as const;
  });

  app.post(
    '/forum/topics/:id/replies',
    { schema: { params: idParams, body: createForumReplyInputSchema, response: { 201: forumReplyCreatedSchema } } },
    async (request, reply) => {
      const created = await service.reply(request.params.id, await identity(request, reply), request.ip, request.body);
      return reply.status(201).send({ reply: created });
    },
  );

  app.delete('/forum/replies/:id', { ...members, schema: { params: idParams, response: { 200: okResponseSchema } } }, async (request, reply) => {
    await service.removeReply(request.params.id, await identity(request, reply));
    return { ok: true } as const;
  });

  app.post('/forum/topics/:id/like', { ...members, schema: { params: idParams, response: { 200: forumLikeResultSchema } } }, async (request) =>
    service.toggleLike(request.params.id, memberId(request)),
  );

  app.put(
    '/forum/replies/:id/helpful',
    { ...members, schema: { params: idParams, body: forumHelpfulInputSchema, response: { 200: forumHelpfulResultSchema } } },
    async (request) => service.markHelpful(request.params.id, memberId(request), request.body.helpful),
  );

  app.put(
    '/forum/topics/:id/pin',
    { preHandler: app.requireRole('moderator'), schema: { params: idParams, body: forumPinInputSchema, response: { 200: forumPinResultSchema } } },
    async (request) => service.setPinned(request.params.id, request.body.pinned),
  );
};

export default forumRoutes;
