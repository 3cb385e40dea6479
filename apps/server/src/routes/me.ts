import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageResponseSchema, updateLanguageInputSchema } from '@la-meute/shared';

// Mounted under /api: the signed-in member's own settings.
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;

  // ADR 004: the language chosen in the menu is saved on the account, for every device and mail.
  app.patch(
    '/me/language',
    { preHandler: app.requireUser, schema: { body: updateLanguageInputSchema, response: { 200: languageResponseSchema } } },
    async (request) => {
      const language = await profiles.updateLanguage(request.sessionUser!.id, request.body.language);
      // The session lookup is cached a few seconds (plugins/app/auth.ts): forget this session's
      // cached answer, so a reload right away already reads the new language.
      const token = app.sessions.readSessionToken(request.headers.cookie);
      if (token) await app.sessions.forget(token);
      return { language };
    },
  );
};

export default meRoutes;
