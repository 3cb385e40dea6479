/**
 * The events API's addresses and limits, apart from its zod schemas (ADR 011): the list and the
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

export const EVENT_ROUTES = {
  list: '/api/events',
  create: '/api/events',
  detail: (id: string) => `/api/events/${id}`,
  cancel: (id: string) => `/api/events/${id}/cancel`,
  registration: (id: string) => `/api/events/${id}/registration`,
  ics: (id: string) => `/api/events/${id}/ics`,
} as const;

/** An event is full once its participants reach its capacity (SPEC §4 'Complet'). */
export function isEventFull(event: { participants: number; maxParticipants: number | null }): boolean {
  return event.maxParticipants !== null && event.participants >= event.maxParticipants;
}
