import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moderationLogs, moderationWords, user } from '../../db/schema';

export function createModerationRepository(db: Database) {
  return {
    async logRejection(entry: {
      contentType: string;
      content: string;
      reasons: string[];
      source: 'local' | 'remote';
      userId: string | null;
      pseudonym: string | null;
    }) {
      await db.insert(moderationLogs).values(entry);
    },

    /** The end of the member's mute, if any (one primary-key read). */
    async mutedUntil(userId: string): Promise<Date | null> {
      const [row] = await db.select({ mutedUntil: user.mutedUntil }).from(user).where(eq(user.id, userId));
      return row?.mutedUntil ?? null;
    },

    /** Whether the member is banned (the sign-in hook refuses them a session). */
    async isBanned(userId: string): Promise<boolean> {
      const [row] = await db.select({ bannedAt: user.bannedAt }).from(user).where(eq(user.id, userId));
      return Boolean(row?.bannedAt);
    },

    /** The desk's extra moderation words, all languages. */
    async listWords(): Promise<string[]> {
      const rows = await db.select({ word: moderationWords.word }).from(moderationWords);
      return rows.map((row) => row.word);
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
