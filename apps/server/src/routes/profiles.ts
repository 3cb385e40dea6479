import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionResponseSchema, createConnectionInputSchema, publicProfileResponseSchema } from '@la-meute/shared';

// Mounted under /api: the user profile dialog (SPEC §2) and connection requests (SPEC §7).
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

  app.post(
    '/connections',
    { preHandler: app.requireUser, schema: { body: createConnectionInputSchema, response: { 201: connectionResponseSchema } } },
    async (request, reply) => {
      const connection = await profiles.requestConnection(request.sessionUser!.id, request.body);
      return reply.status(201).send({ connection });
    },
  );
};

export default profileRoutes;
