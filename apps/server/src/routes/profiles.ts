import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionResponseSchema, createConnectionInputSchema, publicProfileResponseSchema } from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import { createProfilesRepository } from '../modules/profiles/profiles.repository';

// Mounted under /api: the user profile dialog (SPEC §2) and connection requests (SPEC §7).
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createProfilesRepository(app.db);

  app.get(
    '/profiles/:userId',
    { schema: { params: z.object({ userId: z.string() }), response: { 200: publicProfileResponseSchema } } },
    async (request, reply) => {
      const viewer = await app.loadSessionUser(request, reply);
      const row = await repository.findProfile(request.params.userId);
      const visibility = row?.profile.privacySettings.profile_visibility;
      const visible =
        row &&
        row.emailVerified &&
        (visibility === 'public' || (visibility === 'members' && viewer !== null) || viewer?.id === row.profile.userId);
      // Hidden and missing answer alike, so a private profile's existence is not revealed.
      if (!row || !visible) throw new AppError(404, 'http.not_found');
      const { profile } = row;
      return {
        profile: {
          userId: profile.userId,
          username: profile.username,
          displayName: profile.displayName,
          avatarUrl: profile.avatarUrl,
          bio: profile.bio,
          levelName: row.levelName,
          locationCity: profile.privacySettings.show_location ? profile.locationCity : null,
          online: profile.privacySettings.show_online_status && profile.onlineStatus === 'online',
        },
      };
    },
  );

  app.post(
    '/connections',
    { preHandler: app.requireUser, schema: { body: createConnectionInputSchema, response: { 201: connectionResponseSchema } } },
    async (request, reply) => {
      const userId = request.sessionUser!.id;
      const { connectedUserId, connectionType } = request.body;
      if (connectedUserId === userId) throw new AppError(400, 'validation.invalid');
      if (!(await repository.findProfile(connectedUserId))) throw new AppError(404, 'http.not_found');
      const connection = await repository.createConnection({ userId, connectedUserId, connectionType });
      return reply.status(201).send({ connection });
    },
  );
};

export default profileRoutes;
