import { and, eq, exists, sql } from 'drizzle-orm';
import type { ReportEvidence, ReportReason, ReportTargetType } from '@la-meute/shared';
import type { Database } from '../../db/client';
import {
  conversationMessages,
  conversationParticipants,
  events,
  forumReplies,
  forumTopics,
  messages,
  postInteractions,
  posts,
  profiles,
  reports,
} from '../../db/schema';
import { toIso } from '../../lib/dates';
import { isUuid } from '../../lib/uuid';

/** The reported content as read now, before it becomes the report's evidence. */
export type EvidenceFields = Omit<ReportEvidence, 'targetType' | 'targetId' | 'capturedAt'>;

/** Who reads: a private message only by a participant, unless a moderator acts on it. */
export interface ContentReader {
  userId: string | null;
  moderator: boolean;
}

const at = (value: Date | string | null) => (value ? toIso(value) : null);

export function createReportsRepository(db: Database) {
  const authorName = async (userId: string | null) => {
    if (!userId) return null;
    const [row] = await db.select({ displayName: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId));
    return row?.displayName ?? null;
  };

  /** One reader per target type; each returns null when the content does not exist. */
  const readers: Record<ReportTargetType, (id: string, reader: ContentReader) => Promise<EvidenceFields | null>> = {
    async post(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(posts).where(eq(posts.id, id));
      if (!row) return null;
      return { text: row.content, title: null, mediaUrls: row.mediaUrls, authorId: row.userId, authorName: await authorName(row.userId), containerId: null, createdAt: at(row.createdAt) };
    },
    async comment(id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(postInteractions)
        .where(and(eq(postInteractions.id, id), eq(postInteractions.interactionType, 'comment')));
      if (!row) return null;
      return { text: row.content, title: null, mediaUrls: [], authorId: row.userId, authorName: await authorName(row.userId), containerId: row.postId, createdAt: at(row.createdAt) };
    },
    async chat_message(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      if (!row) return null;
      return {
        text: row.content,
        title: null,
        mediaUrls: row.mediaUrls,
        authorId: row.userId,
        authorName: row.pseudonym,
        containerId: row.channelId,
        createdAt: at(row.createdAt),
      };
    },
    private_message: (id, reader) => readConversationMessage(id, reader),
    direct_message: (id, reader) => readConversationMessage(id, reader),
    async forum_topic(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(forumTopics).where(eq(forumTopics.id, id));
      if (!row) return null;
      return {
        text: row.content,
        title: row.title,
        mediaUrls: [],
        authorId: row.userId,
        authorName: row.userId ? await authorName(row.userId) : row.pseudonym,
        containerId: null,
        createdAt: at(row.createdAt),
      };
    },
    async forum_reply(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(forumReplies).where(eq(forumReplies.id, id));
      if (!row) return null;
      return {
        text: row.content,
        title: null,
        mediaUrls: [],
        authorId: row.userId,
        authorName: row.userId ? await authorName(row.userId) : row.pseudonym,
        containerId: row.topicId,
        createdAt: at(row.createdAt),
      };
    },
    async event(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(events).where(eq(events.id, id));
      if (!row) return null;
      const text = [row.description, row.location, row.venue].filter(Boolean).join('\n');
      return {
        text,
        title: row.title,
        mediaUrls: row.imageUrl ? [row.imageUrl] : [],
        authorId: row.organizerId,
        authorName: await authorName(row.organizerId),
        containerId: null,
        createdAt: at(row.createdAt),
      };
    },
    async profile(id) {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, id));
      if (!row) return null;
      return {
        text: row.bio,
        title: row.displayName,
        mediaUrls: [row.avatarUrl, ...row.photos].filter((url): url is string => Boolean(url)),
        authorId: row.userId,
        authorName: row.displayName,
        containerId: null,
        createdAt: at(row.createdAt),
      };
    },
  };

  /** A private or group message: only one of the conversation's participants may see (and report) it. */
  async function readConversationMessage(id: string, reader: ContentReader): Promise<EvidenceFields | null> {
    if (!isUuid(id) || (!reader.moderator && !reader.userId)) return null;
    const participant = exists(
      db
        .select({ one: sql`1` })
        .from(conversationParticipants)
        .where(and(eq(conversationParticipants.conversationId, conversationMessages.conversationId), eq(conversationParticipants.userId, reader.userId ?? ''))),
    );
    const [row] = await db
      .select({ message: conversationMessages })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, id), reader.moderator ? undefined : participant));
    if (!row) return null;
    const { message } = row;
    return {
      text: message.content,
      title: null,
      mediaUrls: message.mediaUrl ? [message.mediaUrl] : [],
      authorId: message.senderId,
      authorName: await authorName(message.senderId),
      containerId: message.conversationId,
      createdAt: at(message.createdAt),
    };
  }

  return {
    /** The content as it is now, or null when it does not exist or `reader` may not see it. */
    readEvidence: (targetType: ReportTargetType, targetId: string, reader: ContentReader) => readers[targetType](targetId, reader),

    async insertReport(values: {
      targetType: ReportTargetType;
      targetId: string;
      targetUserId: string | null;
      reporterId: string | null;
      reason: ReportReason;
      details: string | null;
      url: string | null;
      reporterName: string | null;
      reporterEmail: string | null;
      reporterLanguage: string | null;
      goodFaith: boolean;
      evidence: ReportEvidence;
    }): Promise<string> {
      const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
      return row!.id;
    },

  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
