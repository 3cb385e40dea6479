import {
  buildIcs,
  DEFAULT_EVENT_DURATION_MS,
  DEFAULT_EVENT_PRICE,
  EVENT_LIMITS,
  localDateTimeToInstant,
  slugify,
  type CalendarEvent,
  type EventInputValues,
  type RegistrationResult,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/uuid';
import { refusePrivateMedia } from '../media/private-media';
import type { ModerationService } from '../moderation/moderation.service';
import { writeRefusal, type EventFields, type EventsRepository } from './events.repository';

const nowIso = () => new Date().toISOString();

/** The form's values as columns: wall times become instants in the event's zone, empty texts null. */
function toFields(input: EventInputValues): EventFields {
  refusePrivateMedia([input.imageUrl], 'imageUrl');
  const eventDate = localDateTimeToInstant(input.startsAt, input.timeZone);
  const endDate = input.endsAt ? localDateTimeToInstant(input.endsAt, input.timeZone) : null;
  // The schema has checked both; a null here would be a bug, not the member's input.
  if (!eventDate) throw new AppError(400, 'validation.invalid');
  return {
    title: input.title,
    description: input.description || null,
    eventDate,
    endDate,
    timeZone: input.timeZone,
    eventType: input.eventType,
    location: input.location || null,
    venue: input.venue || null,
    maxParticipants: input.maxParticipants,
    price: input.price || DEFAULT_EVENT_PRICE,
    tags: input.tags,
    imageUrl: input.imageUrl || null,
  };
}

export function createCalendarService(deps: {
  repository: EventsRepository;
  moderation: ModerationService;
  events: Pick<EventBus, 'emit'>;
}) {
  const { repository, moderation, events } = deps;

  /**
   * The published event's state, or 404 (an id that is not even a UUID is simply not found); with
   * `actorId`, also 404 when the organiser and that member blocked each other, as its page is.
   */
  async function requireState(id: string, actorId: string | null = null) {
    const state = isUuid(id) ? await repository.findState(id, actorId) : null;
    if (!state) throw new AppError(404, 'events.not_found');
    return state;
  }

  async function requireEvent(id: string, viewerId: string | null): Promise<CalendarEvent> {
    const event = isUuid(id) ? await repository.findEvent(id, viewerId) : null;
    if (!event) throw new AppError(404, 'events.not_found');
    return event;
  }

  /** Registration and its cancellation close when the event starts or is cancelled. */
  function requireOpen(state: { eventDate: Date; cancelledAt: Date | null }, now = new Date()) {
    if (state.cancelledAt || new Date(state.eventDate) <= now) throw new AppError(409, 'events.closed');
  }

  async function requireOrganizer(id: string, userId: string) {
    const state = await requireState(id);
    if (state.organizerId !== userId) throw new AppError(403, 'events.not_organizer');
    return state;
  }

  /** Title, description and place pass the same moderation as every other member text. */
  async function requireApproved(fields: EventFields, userId: string) {
    const content = [fields.title, fields.description, fields.location, fields.venue, fields.tags.join(' ')].filter(Boolean).join('\n');
    const verdict = await moderation.moderate({ content, contentType: 'event', userId, pseudonym: null });
    if (!verdict.approved) throw new AppError(422, 'moderation.refused');
  }

  return {
    isPublishedEvent: repository.isPublishedEvent,

    /** A moderator's removal (the desk checked the role); false when already gone. */
    removeAsModerator: async (id: string): Promise<boolean> => isUuid(id) && repository.deleteEvent(id),
    listUpcomingEvents: repository.listUpcomingEvents,
    requireEvent,

    /** GET /api/events: the soonest upcoming events, capped (EVENT_LIMITS.list), no pagination. */
    listEvents: (limit: number | undefined, viewerId: string | null) => repository.listEvents(limit ?? EVENT_LIMITS.list, viewerId),

    async create(userId: string, input: EventInputValues): Promise<CalendarEvent> {
      const fields = toFields(input);
      // A new event starts in the future: nobody could register to one in the past.
      if (fields.eventDate <= new Date()) throw new AppError(400, 'validation.invalid');
      await requireApproved(fields, userId);
      const id = await repository.insertEvent(userId, fields);
      events.emit('event.created', { eventId: id, organizerId: userId, at: nowIso() });
      return requireEvent(id, userId);
    },

    async update(id: string, userId: string, input: EventInputValues): Promise<CalendarEvent> {
      const state = await requireOrganizer(id, userId);
      if (state.cancelledAt) throw new AppError(409, 'events.closed');
      const fields = toFields(input);
      await requireApproved(fields, userId);
      try {
        await repository.updateEvent(id, fields);
      } catch (error) {
        // The CHECK events_capacity: the new capacity is below the members already registered.
        if (writeRefusal(error) === 'capacity') throw new AppError(409, 'events.capacity_below_participants');
        throw error;
      }
      events.emit('event.updated', { eventId: id, organizerId: userId, participantIds: await repository.listParticipantIds(id), at: nowIso() });
      return requireEvent(id, userId);
    },

    /** The event stays readable, marked cancelled; registrations close. Cancelling twice changes nothing. */
    async cancel(id: string, userId: string): Promise<CalendarEvent> {
      const state = await requireOrganizer(id, userId);
      if (!state.cancelledAt) {
        await repository.cancelEvent(id, new Date());
        events.emit('event.cancelled', { eventId: id, organizerId: userId, participantIds: await repository.listParticipantIds(id), at: nowIso() });
      }
      return requireEvent(id, userId);
    },

    /** The database keeps capacity (events_capacity) and uniqueness (the primary key), whatever the concurrency. */
    async register(id: string, userId: string): Promise<RegistrationResult> {
      requireOpen(await requireState(id, userId));
      try {
        await repository.insertParticipant(id, userId);
      } catch (error) {
        const refusal = writeRefusal(error);
        if (refusal === 'duplicate') throw new AppError(409, 'events.already_registered');
        if (refusal === 'capacity') throw new AppError(409, 'events.full');
        throw error;
      }
      events.emit('event.registered', { eventId: id, userId, at: nowIso() });
      return { registered: true, participants: await repository.countParticipants(id) };
    },

    // Unfiltered: a member registered before a block can still leave the event.
    async unregister(id: string, userId: string): Promise<RegistrationResult> {
      requireOpen(await requireState(id));
      if (!(await repository.deleteParticipant(id, userId))) throw new AppError(404, 'events.not_registered');
      events.emit('event.unregistered', { eventId: id, userId, at: nowIso() });
      return { registered: false, participants: await repository.countParticipants(id) };
    },

    /** The event as an .ics file and its name ("meditation-au-lac.ics"). */
    async calendarFile(id: string, appUrl: string): Promise<{ filename: string; body: string }> {
      const event = await requireEvent(id, null);
      const start = new Date(event.eventDate);
      const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + DEFAULT_EVENT_DURATION_MS);
      const place = event.eventType === 'online' ? null : [event.venue, event.location].filter(Boolean).join(', ');
      const body = buildIcs({
        uid: `${event.id}@${new URL(appUrl).hostname}`,
        start,
        end,
        summary: event.title,
        description: event.description,
        location: place,
        url: new URL(`/events/${event.id}`, appUrl).toString(),
        cancelled: event.cancelledAt !== null,
      });
      return { filename: `${slugify(event.title)}.ics`, body };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
