import { and, desc, eq, exists, gte, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CONVERSATION_PAGE_SIZE,
  DEFAULT_LEVEL,
  DEFAULT_PRIVACY_SETTINGS,
  type ConversationMessage,
  type ConversationSummary,
  type MemberSummary,
  type PrivacySettings,
} from '@la-meute/shared';
import type { Database } from '../../db/client';
import { cursorKeyOf } from '../../db/cursor-key';
import { isoTimestampOf, jsonObject, jsonText } from '../../db/json-object';
import { memberColumns, memberSummaryFields, showsOnlineStatus } from '../../db/member-columns';
import { conversationMessages, conversationParticipants, conversations, memberBlocks, profiles, userLevels } from '../../db/schema';
import { toIso } from '../../lib/dates';
import type { PageCursor } from '../../lib/page-cursor';
import { blockedEitherWay, notBlockedEitherWay } from '../../db/block-filters';
import { toMemberRow, toMemberSummary, type MemberPresenceRow, type NullableMemberColumns } from '../profiles/profile-visibility';

/** The key that makes a private conversation unique per pair: both ids sorted, whoever starts it. */
export function toPairKey(first: string, second: string): string {
  return [first, second].sort().join(':');
}

type MessageRow = typeof conversationMessages.$inferSelect;

function toMessage(row: MessageRow, senderColumns: NullableMemberColumns): ConversationMessage {
  const sender = toMemberRow(senderColumns);
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    sender: sender ? toMemberSummary(sender) : null,
    content: row.content,
    messageType: row.messageType,
    mediaUrl: row.mediaUrl,
    createdAt: toIso(row.createdAt),
  };
}

/** A participant as the list query aggregates them (json: timestamps and numbers as json gives them); no location is read. */
type ParticipantJson = Omit<MemberPresenceRow, 'privacySettings' | 'locationCity'> & { privacySettings: PrivacySettings | null };

/** Presence as the member's privacy settings allow; a conversation shows no location. */
function toParticipant(participant: ParticipantJson, viewer: { id: string }): MemberSummary {
  const privacySettings = { ...DEFAULT_PRIVACY_SETTINGS, ...participant.privacySettings };
  const { locationCity: _noLocation, ...summary } = toMemberSummary({ ...participant, privacySettings, locationCity: null }, viewer);
  return summary;
}

type LastMessageJson = { id: string; senderId: string | null; content: string; messageType: string; mediaUrl: string | null; createdAt: string };

/** The newest message of a conversation, as json (null when there is none). */
const lastMessageOf = (conversationId: SQL | string) => sql<LastMessageJson | null>`(
  select json_build_object('id', m.id, 'senderId', m.sender_id, 'content', m.content,
    'messageType', m.message_type, 'mediaUrl', m.media_url, 'createdAt', m.created_at)
  from conversation_messages m where m.conversation_id = ${conversationId}
  order by m.created_at desc, m.id desc limit 1
)`;

/** Messages from others that this participant row has not read yet. */
// `created_at > coalesce(…)` bounds the (conversation_id, created_at) index range to the unread
// messages; an `is null or >` condition read the whole conversation (bench:messaging).
const unreadCountOf = (userId: SQL | string | Placeholder) =>
  sql<number>`(
    select count(*) from conversation_messages m
    where m.conversation_id = ${conversationParticipants.conversationId}
      and m.created_at > coalesce(${conversationParticipants.lastReadAt}, '-infinity')
      and m.sender_id is distinct from ${userId}
  )`.mapWith(Number);

const toLastMessage = (conversationId: string, lastMessage: LastMessageJson | null) =>
  lastMessage ? { ...lastMessage, conversationId, createdAt: toIso(lastMessage.createdAt) } : null;

/**
 * How far every other participant has read (the time as `written` puts it), or null: until each
 * of them has read something, the viewer's messages stay unread.
 */
const othersReadAtOf = (viewerId: Placeholder, written: (minReadAt: SQL) => SQL) => {
  const others = alias(conversationParticipants, 'op');
  return sql<string | null>`(
    select case when bool_or(${others.lastReadAt} is null) then null else ${written(sql`min(${others.lastReadAt})`)} end
    from ${conversationParticipants} ${others}
    where ${others.conversationId} = ${conversations.id} and ${others.userId} <> ${viewerId}
  )`;
};

/**
 * A conversation as the list sends it (conversationSummarySchema, fields in its order), written by
 * PostgreSQL for the viewer: the same columns and rules as the one-conversation read mapped through
 * toParticipant and toLastMessage, which the conversations test holds it to. The viewer is left out
 * of the participants; each other one shows online only when they are, let others see it, and
 * the pair never blocked each other (in a group neither).
 */
function conversationJson(viewerId: Placeholder): SQL<string> {
  const others = alias(conversationParticipants, 'op');
  const last = alias(conversationMessages, 'm');
  const participant = jsonObject({
    ...memberSummaryFields(),
    // No level row (a left join, as the mapping reads them) is level 1; no XP falls to the first rank.
    level: sql`coalesce(${userLevels.level}, ${sql.raw(String(DEFAULT_LEVEL))})`,
    online: sql`(${profiles.onlineStatus} = 'online' and ${showsOnlineStatus()} and not ${blockedEitherWay(viewerId, others.userId)})`,
  });
  const lastMessage = jsonObject({
    id: last.id,
    conversationId: last.conversationId,
    senderId: last.senderId,
    content: last.content,
    messageType: last.messageType,
    mediaUrl: last.mediaUrl,
    createdAt: isoTimestampOf(last.createdAt),
  });
  return jsonText({
    id: conversations.id,
    type: sql`case when ${conversations.conversationType} = 'group' then 'group' else 'private' end`,
    title: conversations.title,
    createdBy: conversations.createdBy,
    isAdmin: conversationParticipants.isAdmin,
    participants: sql`coalesce((
      select json_agg(${participant} order by ${others.joinedAt}, ${others.userId})
      from ${conversationParticipants} ${others}
      join ${profiles} on ${profiles.userId} = ${others.userId}
      left join ${userLevels} on ${userLevels.userId} = ${others.userId}
      where ${others.conversationId} = ${conversations.id} and ${others.userId} <> ${viewerId}
    ), '[]'::json)`,
    lastMessage: sql`(
      select ${lastMessage} from ${conversationMessages} ${last} where ${last.conversationId} = ${conversations.id}
      order by ${last.createdAt} desc, ${last.id} desc limit 1
    )`,
    lastMessageAt: isoTimestampOf(conversations.lastMessageAt),
    unreadCount: unreadCountOf(viewerId),
    othersReadAt: othersReadAtOf(viewerId, isoTimestampOf),
    createdAt: isoTimestampOf(conversations.createdAt),
  });
}

export function createMessagingRepository(db: Database) {
  const selectMessages = () =>
    db
      .select({ message: conversationMessages, sender: memberColumns })
      .from(conversationMessages)
      .leftJoin(profiles, eq(profiles.userId, conversationMessages.senderId))
      .leftJoin(userLevels, eq(userLevels.userId, conversationMessages.senderId));

  /**
   * A member's conversations, newest activity first, in ONE statement (ADR 016): the others'
   * profiles, the last message and the unread count are correlated subqueries on the indexes
   * (conversation_id, …), so the work per conversation is a few index probes and no query is
   * issued per conversation. Prepared once (the list is read on every visit of both pages), each
   * conversation finished as JSON (ADR 030). One conversation, read far less often (its own
   * address, a rename, new members), keeps its columns and the mapping code below.
   */
  const me = conversationParticipants;
  const viewerId = sql.placeholder('userId');
  const allConversations = db
    .select({ json: conversationJson(viewerId) })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .where(eq(me.userId, viewerId))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
    .prepare('conversation_list');
  const oneConversation = db
    .select({
      conversation: conversations,
      isAdmin: me.isAdmin,
      participants: sql<ParticipantJson[]>`coalesce((
        select json_agg(json_build_object(
          'userId', p.user_id, 'username', p.username, 'displayName', p.display_name, 'avatarUrl', p.avatar_url,
          'level', coalesce(l.level, 1), 'xp', coalesce(l.xp, 0), 'privacySettings', p.privacy_settings,
          -- A blocked pair never sees each other online, in a group neither.
          'onlineStatus', case when ${blockedEitherWay(viewerId, sql`op.user_id`)} then 'offline' else p.online_status end
        ) order by op.joined_at, op.user_id)
        from conversation_participants op
        join profiles p on p.user_id = op.user_id
        left join user_levels l on l.user_id = op.user_id
        where op.conversation_id = ${conversations.id} and op.user_id <> ${viewerId}
      ), '[]'::json)`,
      lastMessage: lastMessageOf(sql`${conversations.id}`),
      unreadCount: unreadCountOf(viewerId),
      othersReadAt: othersReadAtOf(viewerId, (minReadAt) => sql`to_json(${minReadAt})`),
    })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .where(and(eq(me.userId, viewerId), eq(conversations.id, sql.placeholder('onlyId'))))
    .prepare('conversation_one');

  const participation = db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, sql.placeholder('conversationId')), eq(conversationParticipants.userId, sql.placeholder('userId'))))
    .limit(1);
  // Prepared: every send, read mark, room join and typing signal checks it.
  const participantRow = participation.prepare('conversation_participant');

  /** SPEC §7: 50 messages, oldest first (reversed by the caller); the next page goes further back. */
  const ofConversation = eq(conversationMessages.conversationId, sql.placeholder('conversationId'));
  // A page checks participation in its own statement (a one-time filter): one round trip instead of
  // two, the larger part of a page request's server time (bench:messaging).
  const asParticipant = exists(participation);
  /**
   * A page's rows are limited BEFORE their senders are joined: the page index's probe, then one
   * key lookup per row, whatever the planner guesses of the conversation's size. With the joins
   * first, a busy conversation's plan (estimated at 16 rows, 450 found) hash-joined every profile
   * and sorted (bench:messaging).
   */
  const selectMessagesPage = (where: SQL | undefined) => {
    const page = db
      .select()
      .from(conversationMessages)
      .where(where)
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(CONVERSATION_PAGE_SIZE + 1)
      .as('page');
    const message = {
      id: page.id,
      conversationId: page.conversationId,
      senderId: page.senderId,
      content: page.content,
      mediaUrl: page.mediaUrl,
      messageType: page.messageType,
      createdAt: page.createdAt,
    };
    return db
      .select({ message, sender: memberColumns, cursorKey: cursorKeyOf(page.createdAt) })
      .from(page)
      .leftJoin(profiles, eq(profiles.userId, page.senderId))
      .leftJoin(userLevels, eq(userLevels.userId, page.senderId))
      .orderBy(desc(page.createdAt), desc(page.id));
  };
  const firstMessagesPage = selectMessagesPage(and(ofConversation, asParticipant)).prepare('conversation_messages_first');
  // The cursor's time is text to the microsecond (db/cursor-key.ts), passed as a value: a subquery
  // there made the planner guess, and sometimes sort the whole conversation (bench:messaging).
  const nextMessagesPage = selectMessagesPage(
    and(
      ofConversation,
      asParticipant,
      sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) < (${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`,
    ),
  ).prepare('conversation_messages_next');

  async function isParticipant(conversationId: string, userId: string): Promise<boolean> {
    const rows = await participantRow.execute({ conversationId, userId });
    return rows.length > 0;
  }

  return {
    isParticipant,

    /** The members among these ids, with what decides whether they may be messaged. */
    async findMembers(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: profiles.userId, privacySettings: profiles.privacySettings })
        .from(profiles)
        .where(inArray(profiles.userId, userIds));
    },

    /** Whether `userId` and any of `otherIds` blocked one another, either way. */
    async blockedWithAny(userId: string, otherIds: string[]): Promise<boolean> {
      if (otherIds.length === 0) return false;
      const rows = await db
        .select({ blockerId: memberBlocks.blockerId })
        .from(memberBlocks)
        .where(
          or(
            and(eq(memberBlocks.blockerId, userId), inArray(memberBlocks.blockedId, otherIds)),
            and(inArray(memberBlocks.blockerId, otherIds), eq(memberBlocks.blockedId, userId)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The other participants `userId` and they blocked one another, either way (their typing and
     * read receipts do not reach each other), and whether that closes the conversation: a private one.
     */
    async participantsBlockedWith(conversationId: string, userId: string): Promise<{ closed: boolean; userIds: string[] }> {
      const rows = await db
        .select({ userId: conversationParticipants.userId, conversationType: conversations.conversationType })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            ne(conversationParticipants.userId, userId),
            blockedEitherWay(userId, conversationParticipants.userId),
          ),
        );
      return { closed: rows.some((row) => row.conversationType === 'private'), userIds: rows.map((row) => row.userId) };
    },

    async findPrivateId(pairKey: string): Promise<string | null> {
      const rows = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.pairKey, pairKey)).limit(1);
      return rows[0]?.id ?? null;
    },

    /**
     * The one private conversation of a pair. The unique pair_key decides a race: the loser's insert
     * waits for the winner's transaction, does nothing, and reads the winner's row.
     */
    async getOrCreatePrivate(creatorId: string, otherId: string): Promise<{ id: string; created: boolean }> {
      const pairKey = toPairKey(creatorId, otherId);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(conversations)
          .values({ conversationType: 'private', createdBy: creatorId, pairKey })
          .onConflictDoNothing()
          .returning({ id: conversations.id });
        if (!row) return null;
        await tx.insert(conversationParticipants).values([
          { conversationId: row.id, userId: creatorId, isAdmin: true },
          { conversationId: row.id, userId: otherId, isAdmin: false },
        ]);
        return row.id;
      });
      if (created) return { id: created, created: true };
      const existing = await this.findPrivateId(pairKey);
      if (!existing) throw new Error(`private conversation ${pairKey} vanished during get-or-create`);
      return { id: existing, created: false };
    },

    async createGroup(creatorId: string, memberIds: string[], title: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(conversations)
          .values({ conversationType: 'group', createdBy: creatorId, title })
          .returning({ id: conversations.id });
        await tx.insert(conversationParticipants).values([
          { conversationId: row!.id, userId: creatorId, isAdmin: true },
          ...memberIds.map((userId) => ({ conversationId: row!.id, userId, isAdmin: false })),
        ]);
        return row!.id;
      });
    },

    /** The member's place in a conversation (null when they are not in it) and the conversation's type. */
    async findMembership(conversationId: string, userId: string): Promise<{ conversationType: string; isAdmin: boolean } | null> {
      const [row] = await db
        .select({ conversationType: conversations.conversationType, isAdmin: conversationParticipants.isAdmin })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async renameConversation(conversationId: string, title: string): Promise<void> {
      await db.update(conversations).set({ title }).where(eq(conversations.id, conversationId));
    },

    /** The primary key (conversation_id, user_id) makes a member already in the group a no-op, also under races. */
    async addParticipants(conversationId: string, userIds: string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insert(conversationParticipants)
        .values(userIds.map((userId) => ({ conversationId, userId, isAdmin: false })))
        .onConflictDoNothing();
    },

    async participantIds(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, conversationId));
      return rows.map((row) => row.userId);
    },

    /** The member's conversations, newest activity first, each as JSON text (conversationJson). */
    async listConversations(userId: string): Promise<string[]> {
      const rows = await allConversations.execute({ userId });
      return rows.map((row) => row.json);
    },

    /** One of the member's conversations, as their list shows it; null when they are not in it. */
    async findConversation(userId: string, conversationId: string): Promise<ConversationSummary | null> {
      const [row] = await oneConversation.execute({ userId, onlyId: conversationId });
      if (!row) return null;
      const { conversation, lastMessage } = row;
      const viewer = { id: userId };
      return {
        id: conversation.id,
        type: conversation.conversationType === 'group' ? 'group' : 'private',
        title: conversation.title,
        createdBy: conversation.createdBy,
        isAdmin: row.isAdmin,
        participants: row.participants.map((participant) => toParticipant(participant, viewer)),
        lastMessage: toLastMessage(conversation.id, lastMessage),
        lastMessageAt: conversation.lastMessageAt ? toIso(conversation.lastMessageAt) : null,
        unreadCount: row.unreadCount,
        othersReadAt: row.othersReadAt ? toIso(row.othersReadAt) : null,
        createdAt: toIso(conversation.createdAt),
      };
    },

    /**
     * What each participant's list row now shows after a message (the realtime `conversation.updated`),
     * for all participants in one statement: the same last message, and each one's unread count.
     */
    async participantUpdates(conversationId: string) {
      const rows = await db
        .select({
          userId: conversationParticipants.userId,
          unreadCount: unreadCountOf(sql`${conversationParticipants.userId}`),
          lastMessage: lastMessageOf(conversationId),
          lastMessageAt: conversations.lastMessageAt,
        })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(eq(conversationParticipants.conversationId, conversationId));
      return rows.map((row) => ({
        userId: row.userId,
        unreadCount: row.unreadCount,
        lastMessage: toLastMessage(conversationId, row.lastMessage),
        lastMessageAt: row.lastMessageAt ? toIso(row.lastMessageAt) : null,
      }));
    },

    /**
     * SPEC §7: 50 messages, oldest first; the cursor (the oldest one shown) pages further back.
     * Null when `userId` is not a participant.
     */
    async listMessages(conversationId: string, userId: string, cursor?: PageCursor): Promise<{ messages: ConversationMessage[]; nextCursor: PageCursor | null } | null> {
      const rows = cursor
        ? await nextMessagesPage.execute({ conversationId, userId, cursorCreatedAt: cursor.createdAt, cursorId: cursor.id })
        : await firstMessagesPage.execute({ conversationId, userId });
      // Both statements check the participation themselves: only an empty answer (not a
      // participant, or really nothing to show) costs a second look.
      if (rows.length === 0) return (await isParticipant(conversationId, userId)) ? { messages: [], nextCursor: null } : null;
      const page = rows.slice(0, CONVERSATION_PAGE_SIZE);
      const oldest = page.at(-1)!;
      return {
        messages: page.reverse().map((row) => toMessage(row.message, row.sender)),
        nextCursor: rows.length > CONVERSATION_PAGE_SIZE ? { createdAt: oldest.cursorKey, id: oldest.message.id } : null,
      };
    },

    async insertMessage(values: { conversationId: string; senderId: string; content: string; messageType: string; mediaUrl: string | null }) {
      const [row] = await db.insert(conversationMessages).values(values).returning({ id: conversationMessages.id });
      const [message] = await selectMessages().where(eq(conversationMessages.id, row!.id)).limit(1);
      return toMessage(message!.message, message!.sender);
    },

    async deleteMessage(id: string): Promise<boolean> {
      const rows = await db.delete(conversationMessages).where(eq(conversationMessages.id, id)).returning({ id: conversationMessages.id });
      return rows.length > 0;
    },

    async findMessage(messageId: string): Promise<ConversationMessage | null> {
      const [row] = await selectMessages().where(eq(conversationMessages.id, messageId)).limit(1);
      return row ? toMessage(row.message, row.sender) : null;
    },

    /** Read up to the newest message now stored; never moves back. */
    async markRead(conversationId: string, userId: string): Promise<string | null> {
      const [row] = await db
        .update(conversationParticipants)
        .set({
          lastReadAt: sql`greatest(${conversationParticipants.lastReadAt}, (select max(m.created_at) from conversation_messages m where m.conversation_id = ${conversationId}))`,
        })
        .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
        .returning({ lastReadAt: conversationParticipants.lastReadAt });
      return row?.lastReadAt ? toIso(row.lastReadAt) : null;
    },

    /** The navbar badge: others' messages this member has not read, over all their conversations, in one statement. */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(conversationParticipants)
        .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversationParticipants.conversationId))
        .where(
          and(
            eq(conversationParticipants.userId, userId),
            sql`${conversationMessages.senderId} is distinct from ${userId}`,
            sql`${conversationMessages.createdAt} > coalesce(${conversationParticipants.lastReadAt}, '-infinity')`,
          ),
        );
      return row?.count ?? 0;
    },

    /**
     * Who sees this member's green dot: everyone sharing a conversation with them — nobody when
     * they hide their online status (SPEC §3 show_online_status), and never a member they blocked
     * or who blocked them.
     */
    async presenceAudience(userId: string): Promise<string[]> {
      const others = alias(conversationParticipants, 'others');
      const rows = await db
        .selectDistinct({ userId: others.userId })
        .from(conversationParticipants)
        .innerJoin(others, and(eq(others.conversationId, conversationParticipants.conversationId), ne(others.userId, userId)))
        .innerJoin(profiles, eq(profiles.userId, conversationParticipants.userId))
        .where(
          and(
            eq(conversationParticipants.userId, userId),
            showsOnlineStatus(),
            notBlockedEitherWay(userId, others.userId),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** What this member sent lately, for the moderation's spam checks. */
    async recentContents(senderId: string, since: Date): Promise<string[]> {
      const rows = await db
        .select({ content: conversationMessages.content })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.senderId, senderId), gte(conversationMessages.createdAt, since), ne(conversationMessages.content, '')))
        .orderBy(desc(conversationMessages.createdAt))
        .limit(20);
      return rows.map((row) => row.content).reverse();
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
