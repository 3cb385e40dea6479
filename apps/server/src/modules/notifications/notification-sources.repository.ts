import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  channels,
  conversations,
  eventParticipants,
  events,
  forumReplies,
  forumTopics,
  messages,
  notifications,
  postInteractions,
  posts,
  profiles,
} from '../../db/schema';
import { toIso } from '../../lib/dates';

/** An event reminder's dedupe key is this prefix and the event id (unique per member). */
export const REMINDER_KEY_PREFIX = 'event.reminder:';

/**
 * What the notification triggers read about the content a domain event names (a short
 * excerpt for the text, who a mention names). Read-only.
 */
export function createNotificationSourcesRepository(db: Database) {
  const repliedTo = alias(messages, 'replied_to');

  return {
    async findPost(postId: string): Promise<{ content: string } | null> {
      const [row] = await db.select({ content: posts.content }).from(posts).where(eq(posts.id, postId));
      return row ?? null;
    },

    async findComment(commentId: string): Promise<{ content: string } | null> {
      const [row] = await db.select({ content: postInteractions.content }).from(postInteractions).where(eq(postInteractions.id, commentId));
      return row ? { content: row.content ?? '' } : null;
    },

    async findTopic(topicId: string): Promise<{ title: string; content: string } | null> {
      const [row] = await db.select({ title: forumTopics.title, content: forumTopics.content }).from(forumTopics).where(eq(forumTopics.id, topicId));
      return row ?? null;
    },

    async findReply(replyId: string): Promise<{ content: string } | null> {
      const [row] = await db.select({ content: forumReplies.content }).from(forumReplies).where(eq(forumReplies.id, replyId));
      return row ?? null;
    },

    /** A chat message, its channel's name (the chat page's address) and whose message it answers. */
    async findChatMessage(messageId: string) {
      const [row] = await db
        .select({
          content: messages.content,
          pseudonym: messages.pseudonym,
          channelName: channels.name,
          repliedToAuthorId: repliedTo.userId,
        })
        .from(messages)
        .innerJoin(channels, eq(channels.id, messages.channelId))
        .leftJoin(repliedTo, eq(repliedTo.id, messages.replyTo))
        .where(eq(messages.id, messageId));
      return row ?? null;
    },

    async findConversation(conversationId: string): Promise<{ conversationType: string; title: string | null } | null> {
      const [row] = await db
        .select({ conversationType: conversations.conversationType, title: conversations.title })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row ?? null;
    },

    async findEvent(eventId: string): Promise<{ title: string } | null> {
      const [row] = await db.select({ title: events.title }).from(events).where(eq(events.id, eventId));
      return row ?? null;
    },

    /** The members the names designate (usernames are unique whatever their case). */
    async findMemberIdsByUsernames(usernames: string[]): Promise<string[]> {
      if (usernames.length === 0) return [];
      const rows = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(inArray(sql`lower(${profiles.username})`, usernames));
      return rows.map((row) => row.userId);
    },

    /**
     * Participants (not the organiser) of the published, maintained events starting in (from, to],
     * not reminded yet: the hourly job sees an event for a day, and reads each reminder once.
     */
    async upcomingEventParticipants(from: Date, to: Date) {
      const rows = await db
        .select({ eventId: events.id, title: events.title, eventDate: events.eventDate, userId: eventParticipants.userId })
        .from(events)
        .innerJoin(eventParticipants, eq(eventParticipants.eventId, events.id))
        .where(
          and(
            eq(events.isPublished, true),
            isNull(events.cancelledAt),
            gt(events.eventDate, from),
            lte(events.eventDate, to),
            or(isNull(events.organizerId), ne(eventParticipants.userId, events.organizerId)),
            sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${eventParticipants.userId}
              and ${notifications.dedupeKey} = ${REMINDER_KEY_PREFIX} || ${events.id}::text)`,
          ),
        );
      return rows.map((row) => ({ ...row, eventDate: toIso(row.eventDate) }));
    },
  };
}

export type NotificationSourcesRepository = ReturnType<typeof createNotificationSourcesRepository>;
