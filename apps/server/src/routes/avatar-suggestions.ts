import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarSuggestionContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api: SPEC §2 Generate AI Photos, for the signed-in member's own profile.
const avatarSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.avatarSuggestions;
  app.addHook('preHandler', app.requireUser);

  app.route({
    ...routeOf(app, api.list),
    handler: async (request) => ({ suggestions: await service.suggest(request.sessionUser!.id) }),
  });

  app.route({
    ...routeOf(app, api.choose),
    // The new avatar emits profile.updated (setAvatarUrl): cached sessions follow it.
    handler: async (request) => service.choose(request.sessionUser!.id, request.params.style),
  });
};

export default avatarSuggestionRoutes;
