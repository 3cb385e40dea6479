import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicProfileResponseSchema } from '@la-meute/shared';

// Mounted under /api: the user profile dialog (SPEC §2). Connection requests: routes/connections.ts.
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;

  app.get(
    '/profiles/:userId',
    { schema: { params: z.object({ userId: z.string() }), response: { 200: publicProfileResponseSchema } } },
    async (request, reply) => {
      const viewer = await app.loadSessionUser(request, reply);
      return { profile: await profiles.getProfile(request.params.userId, viewer) };
    },
  );
};

export default profileRoutes;
