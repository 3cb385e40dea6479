import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// SPEC §3 channel. The public chat issue adds messages and the rest.
export const channels = pgTable('channels', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  channelType: text('channel_type').notNull().default('chat'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
