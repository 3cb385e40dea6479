import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsContract as api } from '@la-meute/shared';
import { AppError } from '../lib/app-error';
import { routeOf } from '../lib/contract-route';

/** The digest's unsubscribe link needs no session: bounded per address, well above one person's clicks. */
const UNSUBSCRIBES_PER_IP = { points: 20, durationS: 15 * 60 };
/** Subscribing is a click on the profile page: a handful per member is plenty. */
const SUBSCRIPTION_WRITES_PER_MEMBER = { points: 30, durationS: 60 * 60 };

// Web-push subscriptions (members) and the digest's unsubscribe link (anyone with it).
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscriptions = app.services.pushSubscriptions;
  const digests = app.services.digests;
  const unsubscribesByIp = app.services.rateLimits.create({ name: 'digest-unsubscribes-by-ip', ...UNSUBSCRIBES_PER_IP });
  const subscriptionWrites = app.services.rateLimits.create({ name: 'push-subscription-writes-by-member', ...SUBSCRIPTION_WRITES_PER_MEMBER });
  const members = { preHandler: app.requireUser };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({ ...routeOf(app, api.pushConfig), ...members, handler: async (request) => subscriptions.getConfig(request.sessionUser!.id) });

  app.route({
    ...routeOf(app, api.subscribePush),
    ...members,
    handler: async (request) => {
      await subscriptionWrites.consume(request.sessionUser!.id);
      await subscriptions.subscribe(request.sessionUser!.id, request.body);
      return { subscribed: true as const };
    },
  });

  app.route({
    ...routeOf(app, api.unsubscribePush),
    ...members,
    handler: async (request, reply) => {
      await subscriptions.unsubscribe(request.sessionUser!.id, request.body.endpoint);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(app, api.unsubscribeDigest),
    handler: async (request) => {
      await unsubscribesByIp.consume(request.ip);
      if (!(await digests.unsubscribe(request.body.token))) throw new AppError(400, 'notifications.invalid_unsubscribe_token');
      return { digest: 'off' as const };
    },
  });
};

export default pushRoutes;
