import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventResponseSchema,
  LANDING_COUNTS,
  listLimitQuerySchema,
  registrationResultSchema,
  upcomingEventListSchema,
} from '@la-meute/shared';
import type { AppConfig } from '../config';
import type { RateLimitRule } from '../lib/rate-limit';

const idParams = z.object({ id: z.string() });

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
  app.get(
    '/events/upcoming',
    { schema: { querystring: listLimitQuerySchema, response: { 200: upcomingEventListSchema } } },
    async (request) => ({ events: await service.listUpcomingEvents(request.query.limit ?? LANDING_COUNTS.events) }),
  );

  app.get('/events', { schema: { querystring: eventListQuerySchema, response: { 200: eventListSchema } } }, async (request, reply) => ({
    events: await service.listEvents(request.query.limit, await viewerId(request, reply)),
  }));

  app.post('/events', { ...members, schema: { body: eventInputSchema, response: { 201: eventResponseSchema } } }, async (request, reply) => {
    await writesByMember.consume(memberId(request));
    return reply.status(201).send({ event: await service.create(memberId(request), request.body) });
  });

  app.get('/events/:id', { schema: { params: idParams, response: { 200: eventResponseSchema } } }, async (request, reply) => ({
    event: await service.requireEvent(request.params.id, await viewerId(request, reply)),
  }));

  app.patch(
    '/events/:id',
    { ...members, schema: { params: idParams, body: eventInputSchema, response: { 200: eventResponseSchema } } },
    async (request) => {
      await writesByMember.consume(memberId(request));
      return { event: await service.update(request.params.id, memberId(request), request.body) };
    },
  );

  app.post('/events/:id/cancel', { ...members, schema: { params: idParams, response: { 200: eventResponseSchema } } }, async (request) => ({
    event: await service.cancel(request.params.id, memberId(request)),
  }));

  app.post(
    '/events/:id/registration',
    { ...members, schema: { params: idParams, response: { 201: registrationResultSchema } } },
    async (request, reply) => reply.status(201).send(await service.register(request.params.id, memberId(request))),
  );

  app.delete('/events/:id/registration', { ...members, schema: { params: idParams, response: { 200: registrationResultSchema } } }, async (request) =>
    service.unregister(request.params.id, memberId(request)),
  );

  app.get('/events/:id/ics', { schema: { params: idParams } }, async (request, reply) => {
    const file = await service.calendarFile(request.params.id, config.appUrl);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-cache')
      .send(file.body);
  });
};

export default eventRoutes;
