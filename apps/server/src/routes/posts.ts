import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedPageSchema, feedStatsSchema, postDetailSchema, postsContract as api } from '@la-meute/shared';
import { CompressedBody, sendCompressedBody } from '../lib/compressed-body';
import { routeOf } from '../lib/contract-route';
import { MicroCache } from '../lib/micro-cache';

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

  // A member's page goes out as PostgreSQL wrote it; a visitor's is the shared, checked one.
  app.route({
    ...routeOf(app, api.list),
    handler: async (request, reply) => {
      const viewer = await viewerId(request, reply);
      if (viewer) return app.sendJsonText(request, reply, await service.listFeed(request.query, viewer));
      return sendSharedRead(request, reply, feedPageSchema, async () => JSON.parse(await service.listFeed(request.query, null)) as unknown);
    },
  });

  // The same figures for everyone: members read them from the shared cache too.
  app.route({
    ...routeOf(app, api.stats),
    handler: async (request, reply) => sendSharedRead(request, reply, feedStatsSchema, () => service.stats()),
  });

  app.route({
    ...routeOf(app, api.detail),
    handler: async (request, reply) => cachedRead(request, reply, postDetailSchema, (viewer) => service.getDetail(request.params.id, viewer)),
  });

  app.route({
    ...routeOf(app, api.create),
    ...writes,
    handler: async (request, reply) => reply.status(201).send(await service.create(memberId(request), request.body)),
  });

  app.route({
    ...routeOf(app, api.update),
    ...writes,
    handler: async (request) => service.update(request.params.id, memberId(request), request.body),
  });

  app.route({
    ...routeOf(app, api.remove),
    ...writes,
    handler: async (request) => {
      await service.remove(request.params.id, memberId(request));
      return { ok: true } as const;
    },
  });

  app.route({ ...routeOf(app, api.like), ...writes, handler: async (request) => service.toggleLike(request.params.id, memberId(request)) });

  app.route({ ...routeOf(app, api.share), ...writes, handler: async (request) => service.share(request.params.id, memberId(request)) });

  app.route({
    ...routeOf(app, api.comment),
    ...writes,
    handler: async (request, reply) => reply.status(201).send(await service.comment(request.params.id, memberId(request), request.body)),
  });
};

export default postRoutes;
