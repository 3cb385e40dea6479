import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// SPEC §3 translation: a cache of what a provider translated, looked up before asking it again,
// keyed by a hash of the source text (texts run to 5,000 characters; a hash indexes in 64).
export const translations = pgTable(
  'translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceHash: text('source_hash').notNull(),
    sourceLanguage: text('source_language'),
    targetLanguage: text('target_language').notNull(),
    translatedText: text('translated_text').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('translations_source_target_idx').on(table.sourceHash, table.targetLanguage)],
);
