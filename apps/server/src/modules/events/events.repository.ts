import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { UpcomingEvent } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { toIso } from '../../lib/dates';
import { eventParticipants, events } from '../../db/schema';

export function createEventsRepository(db: Database) {
  return {
    /** Whether a published event has this id (its detail page exists). */
    async isPublishedEvent(id: string): Promise<boolean> {
      const rows = await db.select({ id: events.id }).from(events).where(and(eq(events.id, id), eq(events.isPublished, true))).limit(1);
      return rows.length > 0;
    },

    /** Published events from now on, soonest first (SPEC §7), with their participant count. */
    async listUpcomingEvents(limit: number, now = new Date()): Promise<UpcomingEvent[]> {
      const rows = await db
        .select({ event: events, participants: count(eventParticipants.userId) })
        .from(events)
        .leftJoin(eventParticipants, eq(eventParticipants.eventId, events.id))
        .where(and(eq(events.isPublished, true), gte(events.eventDate, now)))
        .groupBy(events.id)
        .orderBy(asc(events.eventDate))
        .limit(limit);
      return rows.map(({ event, participants }) => ({
        id: event.id,
        title: event.title,
        description: event.description,
        eventDate: toIso(event.eventDate),
        timeZone: event.timeZone,
        location: event.location,
        eventType: event.eventType,
        price: event.price,
        participants,
        maxParticipants: event.maxParticipants,
        tags: event.tags,
      }));
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
