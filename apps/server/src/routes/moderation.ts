import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appealCreatedSchema,
  appealDecidedSchema,
  appealDecisionInputSchema,
  appealInputSchema,
  bannedAppealInputSchema,
  liftRestrictionInputSchema,
  memberDecisionListSchema,
  moderatedUserHistorySchema,
  moderatedUserListSchema,
  moderatedUserResultSchema,
  moderationActionCreatedSchema,
  moderationActionInputSchema,
  moderationActionPageSchema,
  moderationAppealQueueSchema,
  moderationPageQuerySchema,
  moderationRejectionPageSchema,
  moderationReportQueueSchema,
  moderationUserSearchQuerySchema,
  moderationWordCreatedSchema,
  moderationWordInputSchema,
  moderationWordListSchema,
  moderationWordParamsSchema,
  okResponseSchema,
  reportDecisionResultSchema,
  roleChangeInputSchema,
} from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import { verifyBanAppealToken } from '../modules/moderation/ban-appeal-token';

const idParams = z.object({ id: z.string().min(1).max(200) });
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

  app.get('/moderation/reports', { ...moderators, schema: { response: { 200: moderationReportQueueSchema } } }, async () => desk.reportQueue());

  app.post('/moderation/reports/:id/resolve', { ...moderators, schema: { params: idParams, response: { 200: reportDecisionResultSchema } } }, async (request) =>
    desk.decideReport(request.params.id, 'resolved', request.sessionUser!.id),
  );

  app.post('/moderation/reports/:id/dismiss', { ...moderators, schema: { params: idParams, response: { 200: reportDecisionResultSchema } } }, async (request) =>
    desk.decideReport(request.params.id, 'dismissed', request.sessionUser!.id),
  );

  app.get(
    '/moderation/rejections',
    { ...moderators, schema: { querystring: moderationPageQuerySchema, response: { 200: moderationRejectionPageSchema } } },
    async (request) => desk.rejections(request.query.page),
  );

  app.get('/moderation/actions', { ...moderators, schema: { querystring: moderationPageQuerySchema, response: { 200: moderationActionPageSchema } } }, async (request) =>
    desk.actions(request.query.page),
  );

  app.post(
    '/moderation/actions',
    { ...moderators, schema: { body: moderationActionInputSchema, response: { 201: moderationActionCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await desk.act(staff(request), request.body)),
  );

  app.get('/moderation/users', { ...moderators, schema: { querystring: moderationUserSearchQuerySchema, response: { 200: moderatedUserListSchema } } }, async (request) =>
    desk.searchUsers(request.query.q),
  );

  app.get('/moderation/users/:id', { ...moderators, schema: { params: idParams, response: { 200: moderatedUserHistorySchema } } }, async (request) =>
    desk.userHistory(request.params.id),
  );

  app.patch(
    '/moderation/users/:id/role',
    { ...admins, schema: { params: idParams, body: roleChangeInputSchema, response: { 200: moderatedUserResultSchema } } },
    async (request) => desk.changeRole(staff(request), request.params.id, request.body.role),
  );

  app.post(
    '/moderation/users/:id/lift',
    { ...moderators, schema: { params: idParams, body: liftRestrictionInputSchema, response: { 200: moderatedUserResultSchema } } },
    async (request) => desk.lift(staff(request), request.params.id, request.body.kind, request.body.note),
  );

  app.get('/moderation/words', { ...moderators, schema: { response: { 200: moderationWordListSchema } } }, async () => desk.words());

  app.post(
    '/moderation/words',
    { ...moderators, schema: { body: moderationWordInputSchema, response: { 201: moderationWordCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await desk.addWord(request.sessionUser!.id, request.body.language, request.body.word)),
  );

  app.delete(
    '/moderation/words/:language/:word',
    { ...moderators, schema: { params: moderationWordParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => desk.removeWord(request.params.language, request.params.word),
  );

  app.get('/moderation/appeals', { ...moderators, schema: { response: { 200: moderationAppealQueueSchema } } }, async () => desk.pendingAppeals());

  app.post(
    '/moderation/appeals/:id/decide',
    { ...moderators, schema: { params: idParams, body: appealDecisionInputSchema, response: { 200: appealDecidedSchema } } },
    async (request) => desk.decideAppeal(staff(request), request.params.id, request.body.outcome, request.body.note),
  );

  app.get('/me/moderation-decisions', { ...members, schema: { response: { 200: memberDecisionListSchema } } }, async (request) =>
    desk.memberDecisions(request.sessionUser!.id),
  );

  app.post(
    '/me/moderation-decisions/:id/appeal',
    { ...members, schema: { params: idParams, body: appealInputSchema, response: { 201: appealCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await desk.appeal(request.sessionUser!.id, request.params.id, request.body.message)),
  );

  // DSA Art. 20: a banned member cannot sign in, so the refused sign-in's token names them and the
  // ban; the appeal then goes the member route's way (once per decision, another moderator decides).
  app.post(
    '/moderation-appeals',
    { schema: { body: bannedAppealInputSchema, response: { 201: appealCreatedSchema } } },
    async (request, reply) => {
      await bannedAppealsByIp.consume(request.ip);
      const claims = await verifyBanAppealToken(request.body.token, app.serverSecret);
      if (!claims) throw new AppError(400, 'auth.invalid_token');
      return reply.status(201).send(await desk.appeal(claims.userId, claims.actionId, request.body.message));
    },
  );
};

export default moderationRoutes;
