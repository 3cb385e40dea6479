import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LEVEL, LEVELS } from '@la-meute/shared';
import { user } from './auth';

// SPEC §3 channel. message_count and last_message_at are count(*) and max(created_at) of the
// channel's messages, kept by triggers on messages (migration 0005) so that listing channels never
// reads the messages table; nothing else writes them.
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    description: text('description'),
    channelType: text('channel_type').notNull().default('chat'),
    isActive: boolean('is_active').notNull().default(true),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('channels_message_count_non_negative', sql`${table.messageCount} >= 0`)],
);

// SPEC §3 chat message; user_id is null for an anonymous (pseudonymous) author. user_level is the
// level number the author had when sending (the default level for a pseudonym); payloads show the
// author's current level (modules/profiles/profile-visibility.ts).
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    channelType: text('channel_type').notNull().default('chat'),
    content: text('content').notNull().default(''),
    pseudonym: text('pseudonym').notNull(),
    userLevel: integer('user_level').notNull().default(DEFAULT_LEVEL),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    mediaUrls: text('media_urls').array().notNull().default(sql`'{}'::text[]`),
    replyTo: uuid('reply_to').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_channel_created_idx').on(table.channelId, table.createdAt),
    // A member's own messages: the XP overview and achievements count them, and erasing a member
    // sets their user_id to null (without it both read the whole chat history).
    index('messages_user_created_idx').on(table.userId, table.createdAt),
    check('messages_user_level_range', sql`${table.userLevel} between 1 and ${sql.raw(String(LEVELS.length))}`),
  ],
);

// One like per member and chat message.
export const messageLikes = pgTable(
  'message_likes',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] })],
);

/** Every refusal of the moderation, with its reasons, for the moderation dashboard. */
export const moderationLogs = pgTable(
  'moderation_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    content: text('content').notNull(),
    reasons: text('reasons').array().notNull(),
    source: text('source').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    pseudonym: text('pseudonym'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_logs_created_idx').on(table.createdAt)],
);
