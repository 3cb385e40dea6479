import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANONYMOUS_TOKEN_HEADER, forumContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';
import { verifyAnonymousToken } from '../modules/anonymous/anonymous-token';
import { visitorFingerprint, type ForumIdentity } from '../modules/forum/forum.service';

// Mounted under /api. The forum: reads are public; topics and replies come from a member or
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

  app.route({
    ...routeOf(app, api.listTopics),
    handler: async (request, reply) => service.list(request.query, await readerId(request, reply)),
  });

  app.route({ ...routeOf(app, api.categories), handler: async () => service.categories() });

  app.route({
    ...routeOf(app, api.trending),
    handler: async (request, reply) => ({ topics: await service.trending(await readerId(request, reply)) }),
  });

  app.route({
    ...routeOf(app, api.createTopic),
    handler: async (request, reply) => {
      const topic = await service.create(await identity(request, reply), request.ip, request.body);
      return reply.status(201).send({ topic });
    },
  });

  app.route({
    ...routeOf(app, api.getTopic),
    handler: async (request, reply) => {
      // Personal (the viewer's like, rights) and counted: never cached by anyone.
      reply.header('cache-control', 'no-store');
      return service.detail(request.params.id, await identity(request, reply));
    },
  });

  app.route({
    ...routeOf(app, api.deleteTopic),
    ...members,
    handler: async (request, reply) => {
      await service.removeTopic(request.params.id, await identity(request, reply));
      return { ok: true } as const;
    },
  });

  app.route({
    ...routeOf(app, api.createReply),
    handler: async (request, reply) => {
      const created = await service.reply(request.params.id, await identity(request, reply), request.ip, request.body);
      return reply.status(201).send({ reply: created });
    },
  });

  app.route({
    ...routeOf(app, api.deleteReply),
    ...members,
    handler: async (request, reply) => {
      await service.removeReply(request.params.id, await identity(request, reply));
      return { ok: true } as const;
    },
  });

  app.route({ ...routeOf(app, api.toggleLike), ...members, handler: async (request) => service.toggleLike(request.params.id, memberId(request)) });

  app.route({
    ...routeOf(app, api.markHelpful),
    ...members,
    handler: async (request) => service.markHelpful(request.params.id, memberId(request), request.body.helpful),
  });

  app.route({
    ...routeOf(app, api.pinTopic),
    preHandler: app.requireRole('moderator'),
    handler: async (request) => service.setPinned(request.params.id, request.body.pinned),
  });
};

export default forumRoutes;
