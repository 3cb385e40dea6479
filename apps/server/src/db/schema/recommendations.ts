import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RECOMMENDATION_TYPES, type RecommendationContent } from '@la-meute/shared';
import { user } from './auth';

const typeList = RECOMMENDATION_TYPES.map((type) => `'${type}'`).join(', ');

/**
 * SPEC §3 ai_recommendation, written by the local engine (modules/recommendations). `target` is the
 * in-app path Apply leads to; `dedupe_key` names what was recommended, unique per member, so the
 * same thing is never recommended twice, even by engine runs racing each other.
 */
export const aiRecommendations = pgTable(
  'ai_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recommendationType: text('recommendation_type').notNull(),
    content: jsonb('content').$type<RecommendationContent>().notNull(),
    target: text('target').notNull(),
    priority: integer('priority').notNull().default(0),
    seen: boolean('seen').notNull().default(false),
    actedUpon: boolean('acted_upon').notNull().default(false),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ai_recommendations_user_dedupe_idx').on(table.userId, table.dedupeKey),
    // SPEC §7: the member's unseen ones, priority then newest.
    index('ai_recommendations_list_idx').on(table.userId, table.seen, table.priority.desc(), table.createdAt.desc()),
    check('ai_recommendations_type_valid', sql`${table.recommendationType} in (${sql.raw(typeList)})`),
  ],
);
