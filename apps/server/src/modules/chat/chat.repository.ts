import { and, asc, desc, eq, gte, inArray, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIMITS, type ChatMessage } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { cursorKeyOf } from '../../db/cursor-key';
import { memberColumns, showsOnlineStatus } from '../../db/member-columns';
import { channels, memberBlocks, messageLikes, messages, profiles, userLevels } from '../../db/schema';
import { toIso } from '../../lib/dates';
import type { PageCursor } from '../../lib/page-cursor';
import { blocksAmong, notHiddenByViewer } from '../../db/block-filters';
import { toMemberRow, toMemberSummary, type NullableMemberColumns } from '../profiles/profile-visibility';

const replied = alias(messages, 'replied');

function messageColumns(viewerId: string | null) {
  return {
    message: messages,
    author: memberColumns,
    replyId: replied.id,
    replyPseudonym: replied.pseudonym,
    replyContent: replied.content,
    likedByViewer: viewerId
      ? sql<boolean>`exists (select 1 from ${messageLikes} ml where ml.message_id = ${messages.id} and ml.user_id = ${viewerId})`
      : sql<boolean>`false`,
  };
}

type Row = {
  message: typeof messages.$inferSelect;
  /** All null for an anonymous author (left join). */
  author: NullableMemberColumns;
  replyId: string | null;
  replyPseudonym: string | null;
  replyContent: string | null;
  likedByViewer: boolean;
};

function toChatMessage(row: Row): ChatMessage {
  const author = row.message.userId ? toMemberRow(row.author) : null;
  const { message } = row;
  return {
    id: message.id,
    channelId: message.channelId,
    content: message.content,
    pseudonym: message.pseudonym,
    // Anonymous authors have no profile: nothing but the pseudonym goes out.
    author: author ? toMemberSummary(author) : null,
    mediaUrls: message.mediaUrls,
    replyTo: row.replyId ? { id: row.replyId, pseudonym: row.replyPseudonym ?? '', content: row.replyContent ?? '' } : null,
    likesCount: message.likesCount,
    likedByViewer: Boolean(row.likedByViewer),
    createdAt: toIso(message.createdAt),
  };
}

export function createChatRepository(db: Database) {
  /** Each row with its author and quoted reply, and its cursor key (the history pages on it). */
  function selectMessages(viewerId: string | null) {
    return db
      .select({ ...messageColumns(viewerId), cursorKey: cursorKeyOf(messages.createdAt) })
      .from(messages)
      .leftJoin(profiles, eq(profiles.userId, messages.userId))
      .leftJoin(userLevels, eq(userLevels.userId, messages.userId))
      .leftJoin(replied, eq(replied.id, messages.replyTo));
  }

  return {
    async isActiveChannel(channelId: string): Promise<boolean> {
      const rows = await db
        .select({ id: channels.id })
        .from(channels)
        .where(and(eq(channels.id, channelId), eq(channels.isActive, true)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * What a channel's online list may show of the members in it (SPEC §3 show_online_status, and
     * blocks): who hides their online status, and the pairs among them blocked either way. Two reads
     * of a few rows whatever the crowd; the list itself is the sockets'.
     */
    async presenceVisibility(memberIds: string[]): Promise<{ hidden: string[]; blockedPairs: [string, string][] }> {
      if (memberIds.length === 0) return { hidden: [], blockedPairs: [] };
      const hidden = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(inArray(profiles.userId, memberIds), not(showsOnlineStatus())));
      const pairs = await db
        .select({ blockerId: memberBlocks.blockerId, blockedId: memberBlocks.blockedId })
        .from(memberBlocks)
        .where(blocksAmong(memberIds));
      return { hidden: hidden.map((row) => row.userId), blockedPairs: pairs.map((row) => [row.blockerId, row.blockedId]) };
    },

    /** SPEC §7: the last 50 messages, oldest first; the cursor (the oldest one shown) pages further back. */
    async listHistory(channelId: string, viewerId: string | null, cursor?: PageCursor): Promise<{ messages: ChatMessage[]; nextCursor: PageCursor | null }> {
      const rows = await selectMessages(viewerId)
        .where(
          and(
            eq(messages.channelId, channelId),
            cursor ? sql`(${messages.createdAt}, ${messages.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined,
            // A member's history leaves out whom they blocked or muted; visitors see all.
            viewerId ? notHiddenByViewer(viewerId, messages.userId) : undefined,
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(LIMITS.chatHistory + 1);
      const page = rows.slice(0, LIMITS.chatHistory);
      const oldest = page.at(-1);
      return {
        messages: page.reverse().map(toChatMessage),
        nextCursor: rows.length > LIMITS.chatHistory && oldest ? { createdAt: oldest.cursorKey, id: oldest.message.id } : null,
      };
    },

    /**
     * Stores the message and returns it as it is broadcast (author, quoted reply). A `replyTo` is kept
     * only when it names a message of the same channel, checked in the insert itself.
     */
    async insertMessage(values: {
      channelId: string;
      content: string;
      pseudonym: string;
      /** The author's level number when sending. */
      userLevel: number;
      userId: string | null;
      mediaUrls: string[];
      replyTo: string | null;
    }): Promise<ChatMessage> {
      const replyTo = values.replyTo
        ? sql`(select r.id from ${messages} r where r.id = ${values.replyTo} and r.channel_id = ${values.channelId})`
        : null;
      const [row] = await db
        .insert(messages)
        .values({ ...values, replyTo })
        .returning({ id: messages.id });
      const [message] = await selectMessages(null).where(eq(messages.id, row!.id)).limit(1);
      return toChatMessage(message!);
    },

    /** What this author sent lately (spam checks): by user id, or by pseudonym for anonymous authors. */
    async recentContents(author: { userId: string | null; pseudonym: string }, since: Date): Promise<string[]> {
      const rows = await db
        .select({ content: messages.content })
        .from(messages)
        .where(
          and(
            author.userId ? eq(messages.userId, author.userId) : and(sql`${messages.userId} is null`, eq(messages.pseudonym, author.pseudonym)),
            gte(messages.createdAt, since),
          ),
        )
        .orderBy(asc(messages.createdAt))
        .limit(20);
      return rows.map((row) => row.content);
    },

    /** One like per member and message; the counter moves with the row, in one transaction. */
    async deleteMessage(id: string): Promise<boolean> {
      const rows = await db.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id });
      return rows.length > 0;
    },

    async toggleLike(messageId: string, userId: string) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(messageLikes)
          .where(and(eq(messageLikes.messageId, messageId), eq(messageLikes.userId, userId)))
          .returning({ userId: messageLikes.userId });
        let liked = false;
        let delta = -removed.length;
        if (removed.length === 0) {
          const added = await tx.insert(messageLikes).values({ messageId, userId }).onConflictDoNothing().returning({ userId: messageLikes.userId });
          liked = true;
          delta = added.length;
        }
        const [row] = await tx
          .update(messages)
          .set({ likesCount: sql`${messages.likesCount} + ${delta}` })
          .where(eq(messages.id, messageId))
          .returning({ likesCount: messages.likesCount, channelId: messages.channelId, authorId: messages.userId });
        return row ? { liked, likesCount: row.likesCount, channelId: row.channelId, authorId: row.authorId } : null;
      });
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
