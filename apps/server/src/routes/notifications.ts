import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadSchema,
  NOTIFICATION_ROUTES,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
} from '@la-meute/shared';

// The notifications centre, members only, each reading their own.
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  // Only after requireUser, which has loaded the session.
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  // Before validation: a visitor is told to sign in, not that their body is wrong.
  app.addHook('preValidation', app.requireUser);

  app.get(
    NOTIFICATION_ROUTES.list,
    { schema: { querystring: notificationListQuerySchema, response: { 200: notificationPageSchema } } },
    async (request) => service.listPage(memberId(request), { cursor: request.query.cursor, unreadOnly: request.query.unread === 'true' }),
  );

  app.get(NOTIFICATION_ROUTES.unreadCount, { schema: { response: { 200: unreadCountSchema } } }, async (request) => ({
    unread: await service.unreadCount(memberId(request)),
  }));

  // Answers the bell's new figure: what is left unread (newer than `upTo`).
  app.post(
    NOTIFICATION_ROUTES.read,
    { schema: { body: markNotificationsReadSchema, response: { 200: unreadCountSchema } } },
    async (request) => ({ unread: await service.markRead(memberId(request), request.body.upTo) }),
  );

  app.get(NOTIFICATION_ROUTES.preferences, { schema: { response: { 200: notificationPreferencesSchema } } }, async (request) =>
    service.getPreferences(memberId(request)),
  );

  app.put(
    NOTIFICATION_ROUTES.preferences,
    { schema: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => service.updatePreferences(memberId(request), request.body),
  );
};

export default notificationRoutes;
