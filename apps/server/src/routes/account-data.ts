import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDataContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';
import { setCookies, toRequestContext } from '../plugins/app/auth';

// Mounted under /api. 'Vos données' (GDPR): export and account deletion, members only.
const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.accountData;
  // Exports still being built finish (or fail and are marked so) before the database closes.
  app.addHook('onClose', async () => service.settled());

  app.route({
    ...routeOf(app, api.requestExport),
    preHandler: app.requireUser,
    handler: async (request, reply) => reply.status(202).send(await service.requestExport(request.sessionUser!.id)),
  });

  app.route({
    ...routeOf(app, api.latestExport),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { export: await service.latestExport(request.sessionUser!.id) };
    },
  });

  app.route({
    ...routeOf(app, api.download),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const { file, name } = await service.openExport(request.sessionUser!.id, request.params.id);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return reply.type('application/zip').send(fs.createReadStream(file));
    },
  });

  app.route({
    ...routeOf(app, api.deletion),
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const userId = request.sessionUser!.id;
      const token = app.sessions.readSessionToken(request.headers.cookie);
      const { purgeAfter } = await service.requestDeletion(userId, request.body.password);
      // The session row is gone already: Better Auth's sign-out only clears the cookies here.
      setCookies(reply, await app.services.auth.signOut(toRequestContext(request), null).catch(() => []));
      if (token) await app.sessions.forget(token);
      return { ok: true as const, purgeAfter: purgeAfter.toISOString() };
    },
  });
};

export default accountDataRoutes;
