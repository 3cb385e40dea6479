import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamificationMeSchema, leaderboardSchema } from '@la-meute/shared';
import { AppError } from '../lib/app-error';

// Mounted under /api. The member's progress (members only) and the leaderboard (public).
const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const gamification = app.services.gamification;

  app.get('/gamification/me', { preHandler: app.requireUser, schema: { response: { 200: gamificationMeSchema } } }, async (request) => {
    const me = await gamification.getMe(request.sessionUser!.id);
    // Only an account deleted during the request has no level row: it is signed out now.
    if (!me) throw new AppError(401, 'auth.required');
    return me;
  });

  app.get('/gamification/leaderboard', { schema: { response: { 200: leaderboardSchema } } }, async (request, reply) => {
    const viewer = await app.loadSessionUser(request, reply);
    return gamification.getLeaderboard(viewer?.id ?? null);
  });
};

export default gamificationRoutes;
