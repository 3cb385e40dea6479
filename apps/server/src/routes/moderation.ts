import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationContract as api } from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import { routeOf } from '../lib/contract-route';
import { verifyBanAppealToken } from '../modules/moderation/ban-appeal-token';

/** A banned member's appeal needs no session: bounded per address, well above one person's retries. */
const BANNED_APPEALS_PER_IP = { points: 10, durationS: 15 * 60 };

// Mounted under /api. The moderation desk (moderators and admins; roles: admins only)
// and the member's own decisions with their appeal.
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = app.services.moderationDesk;
  const moderators = { preHandler: app.requireRole('moderator') };
  const admins = { preHandler: app.requireRole('admin') };
  const members = { preHandler: app.requireUser };
  const staff = (request: FastifyRequest) => ({ id: request.sessionUser!.id, role: request.sessionUser!.role });
  const bannedAppealsByIp = app.services.rateLimits.create({ name: 'banned-appeals-by-ip', ...BANNED_APPEALS_PER_IP });
  // Personal and changing with every decision: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({ ...routeOf(app, api.listReports), ...moderators, handler: async () => desk.reportQueue() });

  app.route({
    ...routeOf(app, api.resolveReport),
    ...moderators,
    handler: async (request) => desk.decideReport(request.params.id, 'resolved', request.sessionUser!.id),
  });

  app.route({
    ...routeOf(app, api.dismissReport),
    ...moderators,
    handler: async (request) => desk.decideReport(request.params.id, 'dismissed', request.sessionUser!.id),
  });

  app.route({ ...routeOf(app, api.listRejections), ...moderators, handler: async (request) => desk.rejections(request.query.page) });

  app.route({ ...routeOf(app, api.listActions), ...moderators, handler: async (request) => desk.actions(request.query.page) });

  app.route({
    ...routeOf(app, api.createAction),
    ...moderators,
    handler: async (request, reply) => reply.status(201).send(await desk.act(staff(request), request.body)),
  });

  app.route({ ...routeOf(app, api.searchUsers), ...moderators, handler: async (request) => desk.searchUsers(request.query.q) });

  app.route({ ...routeOf(app, api.userHistory), ...moderators, handler: async (request) => desk.userHistory(request.params.id) });

  app.route({
    ...routeOf(app, api.changeRole),
    ...admins,
    handler: async (request) => desk.changeRole(staff(request), request.params.id, request.body.role),
  });

  app.route({
    ...routeOf(app, api.liftRestriction),
    ...moderators,
    handler: async (request) => desk.lift(staff(request), request.params.id, request.body.kind, request.body.note),
  });

  app.route({ ...routeOf(app, api.listWords), ...moderators, handler: async () => desk.words() });

  app.route({
    ...routeOf(app, api.addWord),
    ...moderators,
    handler: async (request, reply) => reply.status(201).send(await desk.addWord(request.sessionUser!.id, request.body.language, request.body.word)),
  });

  app.route({
    ...routeOf(app, api.removeWord),
    ...moderators,
    handler: async (request) => desk.removeWord(request.params.language, request.params.word),
  });

  app.route({ ...routeOf(app, api.listAppeals), ...moderators, handler: async () => desk.pendingAppeals() });

  app.route({
    ...routeOf(app, api.decideAppeal),
    ...moderators,
    handler: async (request) => desk.decideAppeal(staff(request), request.params.id, request.body.outcome, request.body.note),
  });

  app.route({ ...routeOf(app, api.myDecisions), ...members, handler: async (request) => desk.memberDecisions(request.sessionUser!.id) });

  app.route({
    ...routeOf(app, api.appealDecision),
    ...members,
    handler: async (request, reply) => reply.status(201).send(await desk.appeal(request.sessionUser!.id, request.params.id, request.body.message)),
  });

  // DSA Art. 20: a banned member cannot sign in, so the refused sign-in's token names them and the
  // ban; the appeal then goes the member route's way (once per decision, another moderator decides).
  app.route({
    ...routeOf(app, api.bannedAppeal),
    handler: async (request, reply) => {
      await bannedAppealsByIp.consume(request.ip);
      const claims = await verifyBanAppealToken(request.body.token, app.serverSecret);
      if (!claims) throw new AppError(400, 'auth.invalid_token');
      return reply.status(201).send(await desk.appeal(claims.userId, claims.actionId, request.body.message));
    },
  });
};

export default moderationRoutes;
