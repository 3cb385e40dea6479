import type { Database } from '../../db/client';
import { moderationLogs } from '../../db/schema';

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
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
