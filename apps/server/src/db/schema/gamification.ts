import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACHIEVEMENT_KEYS, XP_ACTIONS } from '@la-meute/shared';
import { user } from './auth';

const actionList = XP_ACTIONS.map((action) => `'${action}'`).join(', ');
const achievementList = ACHIEVEMENT_KEYS.map((key) => `'${key}'`).join(', ');

/**
 * The append-only XP ledger (ADR 018). A credit and its reversal are two rows;
 * `entry_key` is `<action>:<source>:<n>` (the source's n-th entry), unique per member, so an action
 * is credited once however often it is retried, reversed once, and credited again when redone.
 * user_levels.xp is the member's opening balance (demo seed) plus the sum of these amounts, kept in
 * the same transaction as each insert (modules/gamification).
 */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    amount: integer('amount').notNull(),
    /** What the entry is about: a reply, topic or event id, or the Paris day of a daily login. */
    sourceId: text('source_id').notNull(),
    entryKey: text('entry_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('xp_ledger_entry_key_idx').on(table.userId, table.entryKey),
    index('xp_ledger_user_created_idx').on(table.userId, table.createdAt),
    check('xp_ledger_action_valid', sql`${table.action} in (${sql.raw(actionList)})`),
    check('xp_ledger_amount_non_zero', sql`${table.amount} <> 0`),
  ],
);

/** Achievements a member unlocked, once each, with the date. */
export const memberAchievements = pgTable(
  'member_achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievement: text('achievement').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.achievement] }),
    check('member_achievements_key_valid', sql`${table.achievement} in (${sql.raw(achievementList)})`),
  ],
);
