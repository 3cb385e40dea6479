import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsContract as api, LANDING_COUNTS } from '@la-meute/shared';
import type { AppConfig } from '../config';
import { routeOf } from '../lib/contract-route';
import type { RateLimitRule } from '../lib/rate-limit';

// A member creating or editing events: plenty for real use, a wall for a script filling the calendar.
const WRITE_RATE: RateLimitRule = { points: 20, durationS: 60 * 60 };

// Mounted under /api. SPEC §7 events and event_participants.
const eventRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const service = app.services.calendar;
  const writesByMember = app.services.rateLimits.create({ name: 'event-writes-by-member', ...WRITE_RATE });
  const viewerId = async (request: FastifyRequest, reply: FastifyReply) => (await app.loadSessionUser(request, reply))?.id ?? null;
  // Only after requireUser, which has loaded the session.
  const memberId = (request: FastifyRequest) => request.sessionUser!.id;
  const members = { preHandler: app.requireUser };

  // The landing's few events (SPEC §2), kept apart from the list: no viewer, no organiser.
  app.route({
    ...routeOf(app, api.upcoming),
    handler: async (request) => ({ events: await service.listUpcomingEvents(request.query.limit ?? LANDING_COUNTS.events) }),
  });

  app.route({
    ...routeOf(app, api.list),
    handler: async (request, reply) => ({ events: await service.listEvents(request.query.limit, await viewerId(request, reply)) }),
  });

  app.route({
    ...routeOf(app, api.create),
    ...members,
    handler: async (request, reply) => {
      await writesByMember.consume(memberId(request));
      return reply.status(201).send({ event: await service.create(memberId(request), request.body) });
    },
  });

  app.route({
    ...routeOf(app, api.detail),
    handler: async (request, reply) => ({ event: await service.requireEvent(request.params.id, await viewerId(request, reply)) }),
  });

  app.route({
    ...routeOf(app, api.update),
    ...members,
    handler: async (request) => {
      await writesByMember.consume(memberId(request));
      return { event: await service.update(request.params.id, memberId(request), request.body) };
    },
  });

  app.route({
    ...routeOf(app, api.cancel),
    ...members,
    handler: async (request) => ({ event: await service.cancel(request.params.id, memberId(request)) }),
  });

  app.route({
    ...routeOf(app, api.register),
    ...members,
    handler: async (request, reply) => reply.status(201).send(await service.register(request.params.id, memberId(request))),
  });

  app.route({ ...routeOf(app, api.unregister), ...members, handler: async (request) => service.unregister(request.params.id, memberId(request)) });

  app.route({
    ...routeOf(app, api.ics),
    handler: async (request, reply) => {
      const file = await service.calendarFile(request.params.id, config.appUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-cache')
        .send(file.body);
    },
  });
};

export default eventRoutes;
