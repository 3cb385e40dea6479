import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotentWrites } from '../../db/schema';

/** A write's first outcome, as its repeats are answered. */
export type StoredOutcome = { status: number; body: string };

export type KeyClaim =
  /** This request holds the key: run the write, then `complete` or `release`. */
  | { kind: 'claimed' }
  /** The key was used already for this very request: answer with its outcome. */
  | { kind: 'done'; outcome: StoredOutcome }
  /** Another request holds it and has not finished. */
  | { kind: 'running' }
  /** The key was used for another request. */
  | { kind: 'mismatch' };

/**
 * The only code claiming keys and keeping outcomes in `idempotent_writes` (ADR 033; the retention
 * purge forgets them after IDEMPOTENCY_KEY_TTL_DAYS). A claim is one conditional upsert, as the
 * job locks are: the row is created, or taken over when it is this request's and its last try
 * stopped without an outcome longer than `staleMs` ago. Concurrent repeats queue on the row and
 * exactly one gets it back from RETURNING; the others read what it holds.
 */
export function createIdempotentWritesRepository(db: Database) {
  return {
    async claim(userId: string, key: string, fingerprint: string, staleMs: number): Promise<KeyClaim> {
      const claimed = await db
        .insert(idempotentWrites)
        .values({ userId, key, fingerprint })
        .onConflictDoUpdate({
          target: [idempotentWrites.userId, idempotentWrites.key],
          set: { claimedAt: sql`now()` },
          setWhere: sql`${idempotentWrites.status} is null and ${idempotentWrites.fingerprint} = ${fingerprint}
            and ${idempotentWrites.claimedAt} < now() - (${staleMs}::double precision * interval '1 millisecond')`,
        })
        .returning({ key: idempotentWrites.key });
      if (claimed.length > 0) return { kind: 'claimed' };
      const [held] = await db
        .select({ fingerprint: idempotentWrites.fingerprint, status: idempotentWrites.status, body: idempotentWrites.body })
        .from(idempotentWrites)
        .where(and(eq(idempotentWrites.userId, userId), eq(idempotentWrites.key, key)));
      // Released between the two statements: the caller's next try claims it.
      if (!held) return { kind: 'running' };
      if (held.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (held.status === null || held.body === null) return { kind: 'running' };
      return { kind: 'done', outcome: { status: held.status, body: held.body } };
    },

    /** Keeps the outcome a claimed key's write came to. */
    async complete(userId: string, key: string, outcome: StoredOutcome): Promise<void> {
      await db
        .update(idempotentWrites)
        .set({ status: outcome.status, body: outcome.body })
        .where(and(eq(idempotentWrites.userId, userId), eq(idempotentWrites.key, key), isNull(idempotentWrites.status)));
    },

    /** Frees a claimed key whose write did not happen (an error worth retrying), for its next try. */
    async release(userId: string, key: string): Promise<void> {
      await db
        .delete(idempotentWrites)
        .where(and(eq(idempotentWrites.userId, userId), eq(idempotentWrites.key, key), isNull(idempotentWrites.status)));
    },
  };
}

export type IdempotentWritesRepository = ReturnType<typeof createIdempotentWritesRepository>;
