import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentSchema,
  createCommentInputSchema,
  createPostInputSchema,
  feedPageSchema,
  feedQuerySchema,
  feedStatsSchema,
  likeResultSchema,
  okResponseSchema,
  postDetailSchema,
  postSchema,
  shareResultSchema,
  updatePostInputSchema,
} from '@la-meute/shared';
import { createPostsRepository } from '../modules/posts/posts.repository';
import { createPostsService } from '../modules/posts/posts.service';

const idParams = z.object({ id: z.string() });

// Mounted under /api. SPEC §7 posts and post_interactions; every write needs a session.
const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPostsService(createPostsRepository(app.db));
  // Reads are public; a signed-in viewer also learns which posts they liked.
  const viewerId = async (request: FastifyRequest, reply: FastifyReply) => (await app.loadSessionUser(request, reply))?.id ?? null;
  // Only after requireUser, which has loaded the session.
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  const writes = { preHandler: app.requireUser };

  app.get('/posts', { schema: { querystring: feedQuerySchema, response: { 200: feedPageSchema } } }, async (request, reply) =>
    service.listFeed(request.query, await viewerId(request, reply)),
  );

  app.get('/posts/stats', { schema: { response: { 200: feedStatsSchema } } }, async () => service.stats());

  app.get('/posts/:id', { schema: { params: idParams, response: { 200: postDetailSchema } } }, async (request, reply) =>
    service.getDetail(request.params.id, await viewerId(request, reply)),
  );

  app.post('/posts', { ...writes, schema: { body: createPostInputSchema, response: { 201: postSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(memberId(request), request.body)),
  );

  app.patch(
    '/posts/:id',
    { ...writes, schema: { params: idParams, body: updatePostInputSchema, response: { 200: postSchema } } },
    async (request) => service.update(request.params.id, memberId(request), request.body),
  );

  app.delete('/posts/:id', { ...writes, schema: { params: idParams, response: { 200: okResponseSchema } } }, async (request) => {
    await service.remove(request.params.id, memberId(request));
    return { ok: true } as const;
  });

  app.post('/posts/:id/like', { ...writes, schema: { params: idParams, response: { 200: likeResultSchema } } }, async (request) =>
    service.toggleLike(request.params.id, memberId(request)),
  );

  app.post('/posts/:id/share', { ...writes, schema: { params: idParams, response: { 200: shareResultSchema } } }, async (request) =>
    service.share(request.params.id, memberId(request)),
  );

  app.post(
    '/posts/:id/comments',
    { ...writes, schema: { params: idParams, body: createCommentInputSchema, response: { 201: commentSchema } } },
    async (request, reply) => reply.status(201).send(await service.comment(request.params.id, memberId(request), request.body)),
  );
};

export default postRoutes;
