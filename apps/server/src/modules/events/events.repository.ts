import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { CalendarEvent, UpcomingEvent } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { memberColumns } from '../../db/member-columns';
import { readableColumns } from '../../db/readable-columns';
import { notBlockedEitherWay } from '../../db/block-filters';
import { isCheckViolation, isUniqueViolation } from '../../lib/database-errors';
import { toIso } from '../../lib/dates';
import { eventParticipants, events, profiles, userLevels } from '../../db/schema';
import { toMemberRow, toMemberSummary, type NullableMemberColumns } from '../profiles/profile-visibility';

/** What a member writes (the service has turned wall times into instants and filled the defaults). */
export interface EventFields {
  title: string;
  description: string | null;
  eventDate: Date;
  endDate: Date | null;
  timeZone: string;
  eventType: 'online' | 'in-person';
  location: string | null;
  venue: string | null;
  maxParticipants: number | null;
  price: string;
  tags: string[];
  imageUrl: string | null;
}

/** How an insert or update into the events tables failed, read from its SQLSTATE. */
export type WriteRefusal = 'duplicate' | 'capacity';

/** 23505 on the participant key, 23514 on events_capacity; anything else is not ours to explain. */
export function writeRefusal(error: unknown): WriteRefusal | null {
  if (isUniqueViolation(error)) return 'duplicate';
  if (isCheckViolation(error, 'events_capacity')) return 'capacity';
  return null;
}

type EventRow = {
  event: Omit<typeof events.$inferSelect, 'search'>;
  organizer: NullableMemberColumns;
  viewerRegistered: boolean;
};

function toCalendarEvent({ event, organizer, viewerRegistered }: EventRow, viewerId: string | null): CalendarEvent {
  const person = toMemberRow(organizer);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    eventDate: toIso(event.eventDate),
    endDate: event.endDate ? toIso(event.endDate) : null,
    timeZone: event.timeZone,
    location: event.location,
    venue: event.venue,
    eventType: event.eventType,
    price: event.price,
    participants: event.participantsCount,
    maxParticipants: event.maxParticipants,
    tags: event.tags,
    imageUrl: event.imageUrl,
    organizer: person ? toMemberSummary(person) : null,
    cancelledAt: event.cancelledAt ? toIso(event.cancelledAt) : null,
    viewerRegistered: Boolean(viewerRegistered),
    viewerIsOrganizer: viewerId !== null && event.organizerId === viewerId,
  };
}

const eventColumns = readableColumns(events);

/**
 * The events a member may meet: none organised by a member who blocked them or whom they blocked
 * (ADR 019, both ways), so neither finds the other's gathering nor turns up at it. A visitor, and
 * an event whose organiser left, hide nothing.
 */
const withOrganizerReachable = (viewerId: string | null) => (viewerId ? notBlockedEitherWay(viewerId, events.organizerId) : undefined);

export function createEventsRepository(db: Database) {
  const selectEvents = (viewerId: string | null) =>
    db
      .select({
        event: eventColumns,
        organizer: memberColumns,
        viewerRegistered:
          viewerId !== null
            ? sql<boolean>`exists (select 1 from ${eventParticipants} ep where ep.event_id = ${events.id} and ep.user_id = ${viewerId})`
            : sql<boolean>`false`,
      })
      .from(events)
      .leftJoin(profiles, eq(profiles.userId, events.organizerId))
      .leftJoin(userLevels, eq(userLevels.userId, events.organizerId));

  return {
    /** Whether a published event has this id (its detail page exists). */
    async isPublishedEvent(id: string): Promise<boolean> {
      const rows = await db.select({ id: events.id }).from(events).where(and(eq(events.id, id), eq(events.isPublished, true))).limit(1);
      return rows.length > 0;
    },

    /** Published events not cancelled from now on, soonest first (SPEC §7), for the landing. */
    async listUpcomingEvents(limit: number, now = new Date()): Promise<UpcomingEvent[]> {
      const rows = await db
        .select(eventColumns)
        .from(events)
        .where(and(eq(events.isPublished, true), isNull(events.cancelledAt), gte(events.eventDate, now)))
        .orderBy(asc(events.eventDate), asc(events.id))
        .limit(limit);
      return rows.map((event) => ({
        id: event.id,
        title: event.title,
        description: event.description,
        eventDate: toIso(event.eventDate),
        timeZone: event.timeZone,
        location: event.location,
        eventType: event.eventType,
        price: event.price,
        participants: event.participantsCount,
        maxParticipants: event.maxParticipants,
        tags: event.tags,
      }));
    },

    /** The /events list: the same events as the landing's, with the viewer's part in each. */
    async listEvents(limit: number, viewerId: string | null, now = new Date()): Promise<CalendarEvent[]> {
      const rows = await selectEvents(viewerId)
        .where(and(eq(events.isPublished, true), isNull(events.cancelledAt), gte(events.eventDate, now), withOrganizerReachable(viewerId)))
        .orderBy(asc(events.eventDate), asc(events.id))
        .limit(limit);
      return rows.map((row) => toCalendarEvent(row, viewerId));
    },

    /** A published event, cancelled or past ones included (their page stays readable). */
    async findEvent(id: string, viewerId: string | null): Promise<CalendarEvent | null> {
      const [row] = await selectEvents(viewerId)
        .where(and(eq(events.id, id), eq(events.isPublished, true), withOrganizerReachable(viewerId)))
        .limit(1);
      return row ? toCalendarEvent(row, viewerId) : null;
    },

    /**
     * What the rules read before a write: null when there is no published event with this id, or,
     * with `actorId`, none that member may reach (withOrganizerReachable).
     */
    async findState(id: string, actorId: string | null = null) {
      const [row] = await db
        .select({ organizerId: events.organizerId, eventDate: events.eventDate, cancelledAt: events.cancelledAt })
        .from(events)
        .where(and(eq(events.id, id), eq(events.isPublished, true), withOrganizerReachable(actorId)))
        .limit(1);
      return row ?? null;
    },

    async insertEvent(organizerId: string, fields: EventFields): Promise<string> {
      const [row] = await db
        .insert(events)
        .values({ ...fields, organizerId, isPublished: true })
        .returning({ id: events.id });
      return row!.id;
    },

    /** The CHECK events_capacity refuses a capacity below the participants (23514, see writeRefusal). */
    async updateEvent(id: string, fields: EventFields): Promise<void> {
      await db
        .update(events)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(events.id, id));
    },

    async cancelEvent(id: string, at: Date): Promise<void> {
      await db
        .update(events)
        .set({ cancelledAt: at, updatedAt: at })
        .where(and(eq(events.id, id), isNull(events.cancelledAt)));
    },

    /**
     * One plain insert: the participant trigger increments events.participants_count under the
     * event's row lock and the CHECK events_capacity refuses the one past capacity (23514); the
     * primary key refuses a second registration (23505). Nothing to lock here.
     */
    async deleteEvent(id: string): Promise<boolean> {
      const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length > 0;
    },

    async insertParticipant(eventId: string, userId: string): Promise<void> {
      await db.insert(eventParticipants).values({ eventId, userId });
    },

    /** Whether a row was removed. */
    async deleteParticipant(eventId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
        .returning({ userId: eventParticipants.userId });
      return rows.length > 0;
    },

    async listParticipantIds(eventId: string): Promise<string[]> {
      const rows = await db.select({ userId: eventParticipants.userId }).from(eventParticipants).where(eq(eventParticipants.eventId, eventId));
      return rows.map((row) => row.userId);
    },

    async countParticipants(eventId: string): Promise<number> {
      const [row] = await db.select({ count: events.participantsCount }).from(events).where(eq(events.id, eventId));
      return row?.count ?? 0;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
