import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatContract as api } from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import { routeOf } from '../lib/contract-route';
import { budgetKey } from '../realtime/budget-key';

// Mounted under /api. A page sends and likes through the realtime connection
// (realtime/handlers/chat.ts); the offline outbox sends here, through the same delivery.
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, api.history),
    handler: async (request, reply) => {
      const viewer = await app.loadSessionUser(request, reply);
      return app.services.chat.history(request.params.id, viewer?.id ?? null, request.query.cursor);
    },
  });

  app.route({
    ...routeOf(app, api.send),
    preHandler: app.requireUser,
    handler: async (request) => {
      // The member as the guard resolved them; the token only names their session (its revocation
      // ends the connections it opened).
      const user = request.sessionUser!;
      const token = app.sessions.readSessionToken(request.headers.cookie);
      if (!token) throw new AppError(401, 'auth.required');
      const identity = { kind: 'member' as const, user, sessionToken: token };
      const outcome = await app.chatDelivery.send(identity, budgetKey(identity, 'http'), { ...request.body, channelId: request.params.id });
      // Over HTTP a refusal is an error the outbox shows on its pending item (the connection's
      // sender replaces its own copy with the placeholder instead).
      if (outcome.status === 'moderated') throw new AppError(422, 'moderation.refused');
      return outcome;
    },
  });
};

export default chatRoutes;
