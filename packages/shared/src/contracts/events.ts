import { z } from 'zod';
import { hasNoNulByte } from './storable-text';
import { DEFAULT_EVENT_TIME_ZONE, EVENT_TYPES, isValidTimeZone, resolveZonedTime } from '../domain/event-time';
import { withSchemas } from './endpoint';
import { EVENT_API, EVENT_LIMITS } from './event-routes';
import { listLimitQuerySchema, upcomingEventListSchema, upcomingEventSchema } from './community';
import { memberSummarySchema } from './members';
import { idParamsSchema } from './params';

/** What a datetime-local field holds: a wall time in the event's own zone ("2026-12-05T09:00"). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant a wall time ("2026-12-05T09:00") reads in that zone; null when it is not one. */
export function localDateTimeToInstant(value: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match || !isValidTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return resolveZonedTime({ year, month, day, hour, minute }, timeZone);
}

/** The wall time a clock in that zone shows at that instant, as a datetime-local field wants it. */
export function instantToLocalDateTime(instant: string | Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const optionalText = (max: number) =>
  z.string().trim().max(max, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid').default('');

const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, 'validation.invalid')
  .refine((value) => value.startsWith('/media/') || /^https?:\/\//i.test(value), 'validation.invalid');

/**
 * SPEC §2/§6 'create an event', the one schema of the form and of POST/PATCH /api/events. Dates
 * are wall times in `timeZone` (the place's zone), turned into instants by the server.
 */
export const eventInputSchema = z
  .object({
    title: z.string().trim().min(1, 'events.fields_required').max(EVENT_LIMITS.title, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid'),
    description: optionalText(EVENT_LIMITS.description),
    startsAt: z.string().regex(LOCAL_DATE_TIME, 'events.fields_required'),
    endsAt: z.union([z.literal(''), z.string().regex(LOCAL_DATE_TIME, 'validation.invalid')]).default(''),
    timeZone: z.string().trim().refine(isValidTimeZone, 'validation.invalid').default(DEFAULT_EVENT_TIME_ZONE),
    eventType: z.enum(EVENT_TYPES).default('in-person'),
    location: optionalText(EVENT_LIMITS.place),
    venue: optionalText(EVENT_LIMITS.place),
    /** No limit when null. */
    maxParticipants: z.number('validation.invalid').int('validation.invalid').positive('validation.invalid').max(100_000, 'validation.invalid').nullable().default(null),
    /** Empty reads as 'Gratuit' (DEFAULT_EVENT_PRICE). */
    price: optionalText(EVENT_LIMITS.price),
    tags: z
      .array(z.string().trim().max(EVENT_LIMITS.tagLength, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid'))
      .max(EVENT_LIMITS.tags, 'validation.invalid')
      .default([])
      .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))]),
    /** A file sent first to POST /api/media (the one uploader). */
    imageUrl: z.union([z.literal(''), imageUrlSchema]).nullable().default(null),
  })
  .superRefine((input, context) => {
    // A location tells members where to go: required for an event in person.
    if (input.eventType === 'in-person' && input.location === '') {
      context.addIssue({ code: 'custom', path: ['location'], message: 'events.fields_required' });
    }
    const start = localDateTimeToInstant(input.startsAt, input.timeZone);
    if (!start) context.addIssue({ code: 'custom', path: ['startsAt'], message: 'validation.invalid' });
    if (input.endsAt === '') return;
    const end = localDateTimeToInstant(input.endsAt, input.timeZone);
    if (!end) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.invalid' });
    else if (start && end <= start) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'events.end_before_start' });
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventInputValues = z.output<typeof eventInputSchema>;

/** An event as the list and the detail show it (SPEC §2), with what the viewer may do. */
export const eventSchema = upcomingEventSchema.extend({
  endDate: z.string().nullable(),
  venue: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Null when the organiser's account is gone. */
  organizer: memberSummarySchema.nullable(),
  cancelledAt: z.string().nullable(),
  viewerRegistered: z.boolean(),
  viewerIsOrganizer: z.boolean(),
});
export type CalendarEvent = z.infer<typeof eventSchema>;

export const eventListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(EVENT_LIMITS.list).optional() });
export const eventListSchema = z.object({ events: z.array(eventSchema) });
export type EventList = z.infer<typeof eventListSchema>;
export const eventResponseSchema = z.object({ event: eventSchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;
export const registrationResultSchema = z.object({ registered: z.boolean(), participants: z.number().int().nonnegative() });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** The events API: each endpoint with what the server validates and answers. */
export const eventsContract = withSchemas(EVENT_API, {
  upcoming: { querystring: listLimitQuerySchema, response: { 200: upcomingEventListSchema } },
  list: { querystring: eventListQuerySchema, response: { 200: eventListSchema } },
  create: { body: eventInputSchema, response: { 201: eventResponseSchema } },
  detail: { params: idParamsSchema, response: { 200: eventResponseSchema } },
  update: { params: idParamsSchema, body: eventInputSchema, response: { 200: eventResponseSchema } },
  cancel: { params: idParamsSchema, response: { 200: eventResponseSchema } },
  register: { params: idParamsSchema, response: { 201: registrationResultSchema } },
  unregister: { params: idParamsSchema, response: { 200: registrationResultSchema } },
  // A text/calendar file, sent as it is.
  ics: { params: idParamsSchema },
});
