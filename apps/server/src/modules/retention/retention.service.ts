import fs from 'node:fs/promises';
import path from 'node:path';
import { DATA_EXPORT_TTL_DAYS, INACTIVITY_DELETION_DAYS, INACTIVITY_WARNING_DAYS, RETENTION_DAYS } from '@la-meute/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { accountMail } from '../account-data/account-mails';
import { plainTextMail } from '../mail/plain-text-mail';
import { mediaKeyOfUrl } from '../account-data/export-media';
import type { Mailer } from '../mail/mailer';
import { createMediaCleanup } from '../media/media-cleanup';
import { createMediaRepository } from '../media/media.repository';
import type { MediaStorage } from '../media/storage';
import { createAccountErasureRepository } from './account-erasure.repository';
import { createRetentionRepository, type PurgeCounts } from './retention.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** What the account part of the purge needs: the warning mails and the files to delete. */
export interface AccountRetentionDeps {
  mailer: Mailer;
  /** The data dir: archives live in its `exports` directory. */
  dataDir?: string;
  storage?: MediaStorage;
  logger?: FastifyBaseLogger;
}

export type RetentionCounts = PurgeCounts & { erasedAccounts: number; inactivityWarnings: number; expiredExports: number };

/**
 * Deletes what the privacy policy says is kept no longer (RETENTION_DAYS), erases the accounts
 * whose 30-day grace period ended, and applies the 3-year inactivity rule (a warning mail, then the
 * erasure INACTIVITY_WARNING_DAYS later unless the member signs in). Idempotent: a second run at the
 * same `now` finds nothing more. Without `accounts` (older callers) only the first part runs.
 */
export async function purgeExpiredData(db: Database, now = new Date(), accounts?: AccountRetentionDeps): Promise<RetentionCounts> {
  const counts = await createRetentionRepository(db).purge({
    pseudonymousMessagesBefore: daysBefore(now, RETENTION_DAYS.pseudonymousChatMessages),
    sessionsEndedBefore: daysBefore(now, RETENTION_DAYS.connectionLogs),
    moderationLogsBefore: daysBefore(now, RETENTION_DAYS.moderationDecisions),
    // An expired link can no longer be used: nothing to keep it for.
    linksExpiredBefore: now,
  });
  if (!accounts) return { ...counts, erasedAccounts: 0, inactivityWarnings: 0, expiredExports: 0 };

  const erasure = createAccountErasureRepository(db);
  const warned = await erasure.claimInactivityWarnings(daysBefore(now, INACTIVITY_DELETION_DAYS - INACTIVITY_WARNING_DAYS), now);
  for (const member of warned) {
    const mail = accountMail('inactivityWarning', member.language);
    await accounts.mailer
      .send(plainTextMail({ to: member.email, subject: mail.subject, text: mail.text }))
      .catch((error: unknown) => accounts.logger?.error({ err: error }, 'Inactivity warning mail failed'));
  }

  const toErase = new Set([
    ...(await erasure.findGraceEnded(now)),
    ...(await erasure.findInactiveToErase(daysBefore(now, INACTIVITY_DELETION_DAYS), daysBefore(now, INACTIVITY_WARNING_DAYS))),
  ]);
  let erasedAccounts = 0;
  for (const userId of toErase) {
    const erased = await erasure.erase(userId, now);
    if (!erased) continue;
    erasedAccounts += 1;
    await deleteFiles(db, erased, accounts);
  }
  // 'Exporter mes données': an archive is downloadable DATA_EXPORT_TTL_DAYS, then deleted.
  const expired = await erasure.deleteExpiredExports(now, daysBefore(now, DATA_EXPORT_TTL_DAYS));
  await deleteFiles(db, { userId: null, mediaUrls: [], exportFileKeys: expired }, accounts);
  // The events that drain the queue of detached media are at most once: the daily purge catches up.
  if (accounts.storage) {
    await createMediaCleanup({ repository: createMediaRepository(db), storage: accounts.storage, logger: accounts.logger })
      .sweepDetached()
      .catch((error: unknown) => accounts.logger?.error({ err: error }, 'Detached media not swept'));
  }
  return { ...counts, erasedAccounts, inactivityWarnings: warned.length, expiredExports: expired.length };
}

/**
 * The erased member's files: every upload of theirs (public, private, avatar) and the files their
 * profile pointed to, unless remaining content shows them (their public posts stay, signed
 * 'Utilisateur supprimé'), and their export archives. A failure is logged, the rows are gone anyway.
 */
async function deleteFiles(db: Database, erased: { userId: string | null; mediaUrls: string[]; exportFileKeys: string[] }, deps: AccountRetentionDeps) {
  const { storage, dataDir, logger } = deps;
  if (storage) {
    const cleanup = createMediaCleanup({ repository: createMediaRepository(db), storage, logger });
    const keys = erased.mediaUrls.map((url) => mediaKeyOfUrl(url, storage)).filter((key): key is string => key !== null);
    await cleanup.deleteUnreferenced(keys).catch((error: unknown) => logger?.error({ err: error, keys }, 'Erased media not deleted'));
    if (erased.userId) {
      await cleanup.deleteMemberUploads(erased.userId).catch((error: unknown) => logger?.error({ err: error, userId: erased.userId }, 'Erased media not deleted'));
    }
  }
  for (const fileKey of erased.exportFileKeys) {
    if (dataDir) await fs.rm(path.join(dataDir, 'exports', path.basename(fileKey)), { force: true });
  }
}
