import { endpoint } from './endpoint';

/**
 * The events API's endpoints and limits, apart from its zod schemas (ADR 011): the list and the
 * detail read these on every render; the form's schemas load with the form.
 */

export const EVENT_LIMITS = {
  /** GET /api/events answers the soonest ones, up to this many. */
  list: 50,
  /** SPEC §9: a card shows up to 3 tags (the API sends them all). */
  cardTags: 3,
  tags: 10,
  tagLength: 40,
  title: 150,
  description: 5000,
  place: 200,
  price: 60,
} as const;

/** SPEC §3: an event without a price is free. */
export const DEFAULT_EVENT_PRICE = 'Gratuit';

/** The events API's endpoints; events.ts joins their schemas. */
export const EVENT_API = {
  /** The landing's few events (?limit=), kept apart from the list. */
  upcoming: endpoint('GET', '/api/events/upcoming'),
  /** The soonest upcoming events (?limit=). */
  list: endpoint('GET', '/api/events'),
  create: endpoint('POST', '/api/events'),
  detail: endpoint('GET', '/api/events/:id'),
  update: endpoint('PATCH', '/api/events/:id'),
  cancel: endpoint('POST', '/api/events/:id/cancel'),
  register: endpoint('POST', '/api/events/:id/registration'),
  unregister: endpoint('DELETE', '/api/events/:id/registration'),
  /** The event as an .ics file (a download link, not a JSON call). */
  ics: endpoint('GET', '/api/events/:id/ics'),
};

/** An event is full once its participants reach its capacity (SPEC §4 'Complet'). */
export function isEventFull(event: { participants: number; maxParticipants: number | null }): boolean {
  return event.maxParticipants !== null && event.participants >= event.maxParticipants;
}
