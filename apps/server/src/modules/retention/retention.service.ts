import { RETENTION_DAYS } from '@la-meute/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createRetentionRepository, type PurgeCounts } from './retention.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Deletes what the privacy policy says is kept no longer (RETENTION_DAYS). */
export function purgeExpiredData(db: Database, now = new Date()): Promise<PurgeCounts> {
  return createRetentionRepository(db).purge({
    pseudonymousMessagesBefore: daysBefore(now, RETENTION_DAYS.pseudonymousChatMessages),
    sessionsEndedBefore: daysBefore(now, RETENTION_DAYS.connectionLogs),
    moderationLogsBefore: daysBefore(now, RETENTION_DAYS.moderationDecisions),
    // An expired link can no longer be used: nothing to keep it for.
    linksExpiredBefore: now,
  });
}

/**
 * Runs the purge shortly after start-up and then daily. Several instances may each run it: the
 * deletes are idempotent. A failure is logged and retried at the next run.
 */
export function scheduleRetention(db: Database, log: FastifyBaseLogger, { firstRunMs = 60_000, everyMs = DAY_MS } = {}) {
  const run = () => {
    purgeExpiredData(db)
      .then((counts) => log.info({ purged: counts }, 'Retention purge done'))
      .catch((error: unknown) => log.error({ err: error }, 'Retention purge failed'));
  };
  const first = setTimeout(run, firstRunMs);
  const daily = setInterval(run, everyMs);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
