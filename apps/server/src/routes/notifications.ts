import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsContract as api } from '@la-meute/shared';
import { routeOf } from '../lib/contract-route';

// The notifications centre, members only, each reading their own.
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  // Only after requireUser, which has loaded the session.
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  // Before validation: a visitor is told to sign in, not that their body is wrong.
  app.addHook('preValidation', app.requireUser);

  app.route({
    ...routeOf(app, api.list),
    handler: async (request) => service.listPage(memberId(request), { cursor: request.query.cursor, unreadOnly: request.query.unread === 'true' }),
  });

  app.route({ ...routeOf(app, api.unreadCount), handler: async (request) => ({ unread: await service.unreadCount(memberId(request)) }) });

  // Answers the bell's new figure: what is left unread (newer than `upTo`).
  app.route({
    ...routeOf(app, api.markRead),
    handler: async (request) => ({ unread: await service.markRead(memberId(request), request.body.upTo) }),
  });

  app.route({ ...routeOf(app, api.preferences), handler: async (request) => service.getPreferences(memberId(request)) });

  app.route({
    ...routeOf(app, api.savePreferences),
    handler: async (request) => service.updatePreferences(memberId(request), request.body),
  });
};

export default notificationRoutes;
