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
import { CompressedBody, sendCompressedBody } from '../lib/compressed-body';
import { MicroCache } from '../lib/micro-cache';

const idParams = z.object({ id: z.string() });

// Anonymous readers may see a post or a count up to this old (other instances only; writes here clear it).
const PUBLIC_READ_TTL_MS = 2000;

// Mounted under /api. SPEC §7 posts and post_interactions; every write needs a session.
const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicReads = new MicroCache<Promise<CompressedBody>>(PUBLIC_READ_TTL_MS);
  const service = app.services.posts;
  // Every instance drops its cached public reads when a post changes anywhere.
  const clearPublicReads = () => publicReads.clear();
  // A profile change renames or re-pictures authors in the cached reads too.
  for (const name of ['post.created', 'post.updated', 'post.deleted', 'post.liked', 'post.shared', 'comment.created', 'profile.updated'] as const) {
    app.services.events.on(name, clearPublicReads, { scope: 'every-instance' });
  }

  /** Anonymous reads are served from the micro-cache as ready, compressed JSON; signed-in ones are personal. */
  async function cachedRead<T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>, read: (viewer: string | null) => Promise<T>) {
    const viewer = await viewerId(request, reply);
    if (viewer) return read(viewer);
    return sendSharedRead(request, reply, schema, () => read(null));
  }
  /** The same answer for everyone, from the micro-cache: made, checked and compressed once per lifetime. */
  async function sendSharedRead<T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>, read: () => Promise<T>) {
    const body = await publicReads.getOrCompute(request.url, async () => CompressedBody.fromJson(schema.parse(await read())));
    return sendCompressedBody(request, reply, body);
  }
  // Reads are public; a signed-in viewer also learns which posts they liked.
  async function viewerId(request: FastifyRequest, reply: FastifyReply) {
    return (await app.loadSessionUser(request, reply))?.id ?? null;
  }
  // Only after requireUser, which has loaded the session.
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  const writes = { preHandler: app.requireUser };

  app.get('/posts', { schema: { querystring: feedQuerySchema, response: { 200: feedPageSchema } } }, async (request, reply) =>
    cachedRead(request, reply, feedPageSchema, (viewer) => service.listFeed(request.query, viewer)),
  );

  // The same figures for everyone: members read them from the shared cache too.
  app.get('/posts/stats', { schema: { response: { 200: feedStatsSchema } } }, async (request, reply) =>
    sendSharedRead(request, reply, feedStatsSchema, () => service.stats()),
  );

  app.get('/posts/:id', { schema: { params: idParams, response: { 200: postDetailSchema } } }, async (request, reply) =>
    cachedRead(request, reply, postDetailSchema, (viewer) => service.getDetail(request.params.id, viewer)),
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
