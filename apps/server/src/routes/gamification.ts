import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamificationContract as api } from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import { routeOf } from '../lib/contract-route';

// Mounted under /api. The member's progress (members only) and the leaderboard (public).
const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const gamification = app.services.gamification;

  app.route({
    ...routeOf(app, api.me),
    preHandler: app.requireUser,
    handler: async (request) => {
      const me = await gamification.getMe(request.sessionUser!.id);
      // Only an account deleted during the request has no level row: it is signed out now.
      if (!me) throw new AppError(401, 'auth.required');
      return me;
    },
  });

  app.route({
    ...routeOf(app, api.leaderboard),
    handler: async (request, reply) => {
      const viewer = await app.loadSessionUser(request, reply);
      return app.sendJsonText(request, reply, await gamification.getLeaderboard(viewer?.id ?? null));
    },
  });
};

export default gamificationRoutes;
