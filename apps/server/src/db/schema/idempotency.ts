import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One row per key a member's outbox sent (ADR 033): claimed before the write runs, then holding
 * its outcome, which every repeat of the key is answered with. `fingerprint` ties the key to one
 * request (method, address, body), so a key reused for something else is refused.
 */
export const idempotentWrites = pgTable(
  'idempotent_writes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** When this try began: a claim left without outcome (an instance stopped) expires. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first outcome's status and JSON body; null while the write runs. */
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotent_writes_created_idx').on(table.createdAt),
    check('idempotent_writes_outcome', sql`(${table.status} is null) = (${table.body} is null)`),
  ],
);
