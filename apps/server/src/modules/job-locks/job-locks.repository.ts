import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobLocks } from '../../db/schema';

/**
 * The one "run once across instances" mechanism (AutoPilot first, later jobs next). A
 * repository of its own rather than AutoPilot's because it is generic (and only repositories touch
 * the ORM); it is the only code touching `job_locks`.
 *
 * Taking the lock is a single conditional upsert: the row is created, or taken over only when its
 * `locked_until` has passed (a crashed holder frees it then). Concurrent callers queue on the row
 * and exactly one gets it back from RETURNING. Times come from the database's clock, so instances
 * with drifting clocks agree. Works the same on PGlite and PostgreSQL.
 */
export function createJobLocksRepository(db: Database) {
  return {
    tryAcquire: (name: string, holder: string, ttlMs: number) => tryAcquireJobLock(db, name, holder, ttlMs),
    release: (name: string, holder: string) => releaseJobLock(db, name, holder),
  };
}

export type JobLocksRepository = ReturnType<typeof createJobLocksRepository>;

async function tryAcquireJobLock(db: Database, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const until = sql`now() + (${ttlMs}::double precision * interval '1 millisecond')`;
  const rows = await db
    .insert(jobLocks)
    .values({ name, holder, lockedUntil: until })
    .onConflictDoUpdate({ target: jobLocks.name, set: { holder, lockedUntil: until }, setWhere: sql`${jobLocks.lockedUntil} < now()` })
    .returning({ holder: jobLocks.holder });
  return rows[0]?.holder === holder;
}

/** Frees the lock, only by its holder: a holder whose lock expired and was taken over frees nothing. */
async function releaseJobLock(db: Database, name: string, holder: string): Promise<boolean> {
  const rows = await db
    .delete(jobLocks)
    .where(and(eq(jobLocks.name, name), eq(jobLocks.holder, holder)))
    .returning({ name: jobLocks.name });
  return rows.length > 0;
}
