import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_CHOICES, avatarChosenSchema, avatarSuggestionsSchema } from '@la-meute/shared';

// Mounted under /api: SPEC §2 Generate AI Photos, for the signed-in member's own profile.
const avatarSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.avatarSuggestions;
  app.addHook('preHandler', app.requireUser);

  app.get('/me/avatar-suggestions', { schema: { response: { 200: avatarSuggestionsSchema } } }, async (request) => ({
    suggestions: await service.suggest(request.sessionUser!.id),
  }));

  app.post(
    '/me/avatar-suggestions/:style',
    { schema: { params: z.object({ style: z.enum(AVATAR_CHOICES, 'validation.invalid') }), response: { 200: avatarChosenSchema } } },
    // The new avatar emits profile.updated (setAvatarUrl): cached sessions follow it.
    async (request) => service.choose(request.sessionUser!.id, request.params.style),
  );
};

export default avatarSuggestionRoutes;
