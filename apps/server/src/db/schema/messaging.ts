import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

// One messaging core for /messages and /direct-messages (ADR 016): SPEC §3 conversation,
// conversation_participant, private_message and direct_conversations / direct_messages are all
// these three tables. last_message_at is max(created_at) of its messages, kept by a trigger.
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationType: text('conversation_type').notNull().default('private'),
    title: text('title'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    // The two member ids of a private conversation, sorted and joined: the database, not the code,
    // keeps one conversation per pair, also under concurrent get-or-create calls from both sides.
    pairKey: text('pair_key'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair_key_idx').on(table.pairKey).where(sql`${table.pairKey} is not null`),
    check('conversations_type_valid', sql`${table.conversationType} in ('private', 'group')`),
  ],
);

// Read state lives here, per participant: the created_at of the newest message they have read.
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] }), index('conversation_participants_user_idx').on(table.userId)],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    messageType: text('message_type').notNull().default('text'),
    mediaUrl: text('media_url'),
    // clock_timestamp(), not now(): messages of one transaction still get distinct, ordered times.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('conversation_messages_page_idx').on(table.conversationId, table.createdAt, table.id),
    // The moderation's spam check reads a sender's last minute on every send (bench:messaging: a
    // sequential scan of every message without it).
    index('conversation_messages_sender_idx').on(table.senderId, table.createdAt),
  ],
);
