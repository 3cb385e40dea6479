import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Media addresses that content stopped carrying (a post or message deleted or edited, an avatar or
 * event image replaced), written by triggers of migration 0020 whatever the code path that removed
 * them: a service, a moderator, an account erasure, a cascade. The media side drains it, deletes the
 * files nothing references any more, and forgets the rows. No member column: an address only.
 */
export const mediaDetached = pgTable('media_detached', {
  url: text('url').primaryKey(),
  detachedAt: timestamp('detached_at', { withTimezone: true }).notNull().defaultNow(),
});
