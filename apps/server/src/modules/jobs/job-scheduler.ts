import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobLocksRepository } from '../job-locks/job-locks.repository';

/** A piece of scheduled work: retention purge, AutoPilot, digests, reminders, sweeps. */
export interface RecurringJob {
  /** Unique; names the job's lock (`schedule:<name>`) and its log lines. */
  name: string;
  everyMs: number;
  /** The first tick after start-up (default: one period). */
  firstRunMs?: number;
  run: (now: Date) => Promise<unknown>;
}

/** How much of a period a run's claim lasts: whichever instance ticks first in a period runs it. */
const CLAIM_SHARE = 0.9;

export const scheduleLockName = (job: string) => `schedule:${job}`;

/**
 * The one way scheduled work runs: every instance keeps a timer per job, and each tick
 * first claims the job's row in `job_locks` for most of a period. Instances started at different
 * moments tick at different moments, but only the first tick of each period finds the claim free,
 * so the work runs once per period across every instance. A claim is never released: an instance
 * that crashes mid-run leaves it to expire, and the next period runs as usual. The database's clock
 * decides, so drifting instance clocks agree.
 */
export function createJobScheduler(deps: { locks: JobLocksRepository; logger: Pick<FastifyBaseLogger, 'error' | 'debug'>; instanceId?: string }) {
  const { locks, logger } = deps;
  const instanceId = deps.instanceId ?? crypto.randomUUID();
  const jobs = new Map<string, RecurringJob>();
  const timers: NodeJS.Timeout[] = [];
  // A run slower than its period is not started twice on this instance.
  const running = new Map<string, Promise<boolean>>();

  async function claimAndRun(job: RecurringJob, now: Date): Promise<boolean> {
    if (!(await locks.tryAcquire(scheduleLockName(job.name), instanceId, Math.floor(job.everyMs * CLAIM_SHARE)))) {
      logger.debug({ job: job.name }, 'Scheduled job already claimed this period');
      return false;
    }
    await job.run(now);
    return true;
  }

  /** One tick of a job; true when this instance ran it (tests call it; the timers do otherwise). */
  function tick(name: string, now = new Date()): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`No scheduled job "${name}"`);
    const current = running.get(name);
    if (current) return current.then(() => false);
    const run = claimAndRun(job, now)
      .catch((error: unknown) => {
        logger.error({ err: error, job: name }, 'Scheduled job failed');
        return false;
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  return {
    instanceId,
    add(job: RecurringJob): void {
      if (jobs.has(job.name)) throw new Error(`Scheduled job "${job.name}" is added twice`);
      jobs.set(job.name, job);
    },
    tick,
    start(): void {
      for (const job of jobs.values()) {
        const first = setTimeout(() => void tick(job.name), job.firstRunMs ?? job.everyMs);
        const every = setInterval(() => void tick(job.name), job.everyMs);
        first.unref();
        every.unref();
        timers.push(first, every);
      }
    },
    /** Stops the timers and waits for the runs in progress. */
    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await Promise.all(running.values());
    },
  };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;
