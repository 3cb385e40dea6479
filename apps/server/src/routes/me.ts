import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// Mounted under /api: the signed-in member's own settings.
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;

  // ADR 004: the language chosen in the menu is saved on the account, for every device and mail.
  app.route({
    ...routeOf(app, api.language),
    preHandler: app.requireUser,
    handler: async (request) => {
      const language = await profiles.updateLanguage(request.sessionUser!.id, request.body.language);
      // The session lookup is cached a few seconds (plugins/app/auth.ts): forget this session's
      // cached answer, so a reload right away already reads the new language.
      const token = app.sessions.readSessionToken(request.headers.cookie);
      if (token) await app.sessions.forget(token);
      return { language };
    },
  });

  // SPEC §2 Profile page: the member's own profile (null: never saved, the form starts blank).
  app.route({
    ...routeOf(app, api.profile),
    preHandler: app.requireUser,
    handler: async (request) => ({ profile: await profiles.getOwnProfile(request.sessionUser!.id) }),
  });

  // SPEC §2 Save Profile: the editor's form, validated by the same schema on both ends.
  app.route({
    ...routeOf(app, api.saveProfile),
    preHandler: app.requireUser,
    handler: async (request) => {
      // The saved profile emits profile.updated: cached sessions and public reads follow it.
      return { profile: await profiles.saveOwnProfile(request.sessionUser!.id, request.body) };
    },
  });

  // SPEC §7 sync-profiles 'Sync All': every feature reads the profile itself; this clears the
  // caches in front of them on every instance and says which features show the new profile.
  app.route({
    ...routeOf(app, api.syncProfile),
    preHandler: app.requireUser,
    handler: async (request) => profiles.syncEverywhere(request.sessionUser!.id),
  });
};

export default meRoutes;
