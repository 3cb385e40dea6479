import { and, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotentWrites, messages, moderationLogs, session, verification } from '../../db/schema';

export type PurgeCutoffs = {
  /** Chat messages without an account behind them, sent before this. */
  pseudonymousMessagesBefore: Date;
  /** Sessions (IP address, user agent, dates) that ended before this. */
  sessionsEndedBefore: Date;
  /** Moderation decisions taken before this. */
  moderationLogsBefore: Date;
  /** Confirmation and reset links that expired before this. */
  linksExpiredBefore: Date;
  /** Keys of replayed writes used before this (their writes are kept as they are). */
  writeKeysBefore: Date;
};

export type PurgeCounts = {
  pseudonymousMessages: number;
  sessions: number;
  moderationLogs: number;
  links: number;
  writeKeys: number;
};

export function createRetentionRepository(db: Database) {
  return {
    async purge(cutoffs: PurgeCutoffs): Promise<PurgeCounts> {
      return db.transaction(async (tx) => {
        const pseudonymousMessages = await tx
          .delete(messages)
          .where(and(isNull(messages.userId), lt(messages.createdAt, cutoffs.pseudonymousMessagesBefore)))
          .returning({ id: messages.id });
        const sessions = await tx
          .delete(session)
          .where(lt(session.expiresAt, cutoffs.sessionsEndedBefore))
          .returning({ id: session.id });
        const logs = await tx
          .delete(moderationLogs)
          .where(lt(moderationLogs.createdAt, cutoffs.moderationLogsBefore))
          .returning({ id: moderationLogs.id });
        const links = await tx
          .delete(verification)
          .where(lt(verification.expiresAt, cutoffs.linksExpiredBefore))
          .returning({ id: verification.id });
        const writeKeys = await tx
          .delete(idempotentWrites)
          .where(lt(idempotentWrites.createdAt, cutoffs.writeKeysBefore))
          .returning({ key: idempotentWrites.key });
        return {
          writeKeys: writeKeys.length,
          pseudonymousMessages: pseudonymousMessages.length,
          sessions: sessions.length,
          moderationLogs: logs.length,
          links: links.length,
        };
      });
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
