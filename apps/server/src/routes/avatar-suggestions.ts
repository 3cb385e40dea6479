import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_STYLES, avatarChosenSchema, avatarSuggestionsSchema } from '@la-meute/shared';

// Mounted under /api: SPEC §2 Generate AI Photos, for the signed-in member's own profile.
const avatarSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.avatarSuggestions;
  app.addHook('preHandler', app.requireUser);

  app.get('/me/avatar-suggestions', { schema: { response: { 200: avatarSuggestionsSchema } } }, async (request) => ({
    suggestions: await service.suggest(request.sessionUser!.id),
  }));

  app.post(
    '/me/avatar-suggestions/:style',
    { schema: { params: z.object({ style: z.enum(AVATAR_STYLES, 'validation.invalid') }), response: { 200: avatarChosenSchema } } },
    async (request) => {
      const chosen = await service.choose(request.sessionUser!.id, request.params.style);
      // The navbar's avatar comes from the cached session lookup: refresh it.
      const token = app.sessions.readSessionToken(request.headers.cookie);
      if (token) await app.sessions.forget(token);
      return chosen;
    },
  );
};

export default avatarSuggestionRoutes;
