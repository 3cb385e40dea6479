import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLanguageCookie, reportContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';
import { parseAcceptLanguage } from '../modules/pages/page-language';

// Mounted under /api. 'Signaler': visitors and members report content (DSA Art. 16).
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, api.create),
    handler: async (request, reply) => {
      const user = await app.loadSessionUser(request, reply);
      // A visitor's acknowledgement goes out in the language they chose in the menu, else their browser's.
      const language = user?.language ?? readLanguageCookie(request.headers.cookie) ?? parseAcceptLanguage(request.headers['accept-language'])[0];
      const created = await app.services.reports.create({ userId: user?.id ?? null, ip: request.ip, language }, request.body);
      return reply.status(201).send(created);
    },
  });
};

export default reportsRoutes;
