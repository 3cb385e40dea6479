import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobLocks } from '../src/db/schema';
import { createJobLocksRepository } from '../src/modules/job-locks/job-locks.repository';
import { createJobScheduler, scheduleLockName, type JobScheduler } from '../src/modules/jobs/job-scheduler';
import { describeEachDatabase, openTestDatabase } from './helpers/databases';
import { rowsOf } from './helpers/sql-rows';

const HOUR_MS = 60 * 60 * 1000;
const readMigrationJournal = () =>
  JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
const failures: unknown[] = [];
const silent = { error: (details: unknown) => void failures.push(details), debug: () => undefined };

describeEachDatabase('Scheduled jobs run once across instances', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.migrate();
  });
  afterAll(async () => {
    await database.drop();
  });

  /** `count` instances, each with its own scheduler holding the same job. */
  function instances(count: number, name: string, run: () => Promise<unknown>, everyMs = HOUR_MS): JobScheduler[] {
    return Array.from({ length: count }, () => {
      const scheduler = createJobScheduler({ locks: createJobLocksRepository(database.db), logger: silent });
      scheduler.add({ name, everyMs, run });
      return scheduler;
    });
  }

  /** The period ends: its claim expires (the database's clock decides, so move the claim back). */
  const endPeriod = (name: string) =>
    database.db.update(jobLocks).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(jobLocks.name, scheduleLockName(name)));

  it('runs a job once per period however many instances tick at once', async () => {
    let runs = 0;
    const schedulers = instances(8, 'count-once', async () => {
      runs += 1;
    });
    // 8 instances × 25 ticks, all concurrent.
    const ticks = await Promise.all(schedulers.flatMap((scheduler) => Array.from({ length: 25 }, () => scheduler.tick('count-once'))));
    expect(runs).toBe(1);
    expect(ticks.filter(Boolean)).toHaveLength(1);

    // Later ticks in the same period find the claim held.
    await Promise.all(schedulers.map((scheduler) => scheduler.tick('count-once')));
    expect(runs).toBe(1);

    await endPeriod('count-once');
    await Promise.all(schedulers.map((scheduler) => scheduler.tick('count-once')));
    expect(runs).toBe(2);
  });

  it('logs a failed run instead of throwing, and the next period runs again', async () => {
    let attempts = 0;
    const [scheduler] = instances(1, 'fails-once', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the mail server is down');
    });
    expect(await scheduler!.tick('fails-once')).toBe(false);
    expect(failures).toContainEqual(expect.objectContaining({ job: 'fails-once' }));
    await endPeriod('fails-once');
    expect(await scheduler!.tick('fails-once')).toBe(true);
    expect(attempts).toBe(2);
  });

  it('never overlaps a slow run with itself on one instance', async () => {
    let running = 0;
    let most = 0;
    const [scheduler] = instances(1, 'slow', async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
    });
    const first = scheduler!.tick('slow');
    await endPeriod('slow');
    const second = scheduler!.tick('slow');
    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(most).toBe(1);
  });

  it('runs on its timers once started, and stops with the app', async () => {
    let runs = 0;
    const scheduler = createJobScheduler({ locks: createJobLocksRepository(database.db), logger: silent });
    // A short period whose claim (90 % of it) has expired by the next tick.
    scheduler.add({ name: 'timed', everyMs: 60, firstRunMs: 1, run: async () => void (runs += 1) });
    scheduler.start();
    await expect.poll(() => runs, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await scheduler.stop();
    const stopped = runs;
    // A scheduler still running the same period beside it: three of its runs later, the stopped one has not run again.
    let witnessRuns = 0;
    const witness = createJobScheduler({ locks: createJobLocksRepository(database.db), logger: silent });
    witness.add({ name: 'timed-witness', everyMs: 60, firstRunMs: 1, run: async () => void (witnessRuns += 1) });
    witness.start();
    await expect.poll(() => witnessRuns, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await witness.stop();
    expect(runs).toBe(stopped);
  });

  // Only PostgreSQL is shared by several instances; the embedded PGlite has one by design.
  if (kind === 'postgres')
    it('lets instances starting together on a fresh database apply its migrations once', async () => {
      const fresh = await openTestDatabase(kind);
      try {
        // Four instances' start-ups at once: without the migration lock they race on CREATE TABLE.
        await Promise.all(Array.from({ length: 4 }, () => fresh.migrate()));
        const [applied] = await rowsOf<{ value: number }>(fresh.db.execute(sql`select count(*)::int as value from drizzle.__drizzle_migrations`));
        expect(applied!.value).toBe(readMigrationJournal().entries.length);
      } finally {
        await fresh.drop();
      }
    });

  it('refuses a job added twice and a tick of an unknown job', () => {
    const [scheduler] = instances(1, 'twice', async () => undefined);
    expect(() => scheduler!.add({ name: 'twice', everyMs: HOUR_MS, run: async () => undefined })).toThrow(/added twice/);
    expect(() => scheduler!.tick('unknown')).toThrow(/No scheduled job/);
  });
});
