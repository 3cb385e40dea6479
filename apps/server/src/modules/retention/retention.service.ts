import fs from 'node:fs/promises';
import path from 'node:path';
import { DATA_EXPORT_TTL_DAYS, IDEMPOTENCY_KEY_TTL_DAYS, INACTIVITY_DELETION_DAYS, INACTIVITY_WARNING_DAYS, RETENTION_DAYS } from '@la-meute/shared';
import type { FastifyBaseLogger } from 'fastify';
import { accountMail } from '../account-data/account-mails';
import { plainTextMail } from '../mail/plain-text-mail';
import { mediaKeyOfUrl } from '../account-data/export-media';
import type { Mailer } from '../mail/mailer';
import type { MediaCleanup } from '../media/media-cleanup';
import type { MediaStorage } from '../media/storage';
import type { AccountErasureRepository } from './account-erasure.repository';
import type { PurgeCounts, RetentionRepository } from './retention.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** What the account part of the purge needs: the warning mails and the files to delete. */
export interface AccountRetentionDeps {
  erasure: AccountErasureRepository;
  mailer: Mailer;
  /** The data dir: archives live in its `exports` directory. */
  dataDir?: string;
  /** The media store and its cleanup: the erased member's files go, unless content still shows them. */
  media?: { storage: MediaStorage; cleanup: MediaCleanup };
  logger?: FastifyBaseLogger;
}

export type RetentionCounts = PurgeCounts & { erasedAccounts: number; inactivityWarnings: number; expiredExports: number };

/**
 * Deletes what the privacy policy says is kept no longer (RETENTION_DAYS), erases the accounts
 * whose 30-day grace period ended, and applies the 3-year inactivity rule (a warning mail, then the
 * erasure INACTIVITY_WARNING_DAYS later unless the member signs in). Idempotent: a second run at the
 * same `now` finds nothing more. Without `accounts` only the first part runs.
 */
export function createRetentionService(deps: { retention: RetentionRepository; accounts?: AccountRetentionDeps }) {
  return { purge: (now = new Date()) => purgeExpiredData(deps, now) };
}

export type RetentionService = ReturnType<typeof createRetentionService>;

async function purgeExpiredData({ retention, accounts }: { retention: RetentionRepository; accounts?: AccountRetentionDeps }, now: Date): Promise<RetentionCounts> {
  const counts = await retention.purge({
    pseudonymousMessagesBefore: daysBefore(now, RETENTION_DAYS.pseudonymousChatMessages),
    sessionsEndedBefore: daysBefore(now, RETENTION_DAYS.connectionLogs),
    moderationLogsBefore: daysBefore(now, RETENTION_DAYS.moderationDecisions),
    // An expired link can no longer be used: nothing to keep it for.
    linksExpiredBefore: now,
    // A device's outbox gives up on a write this old: its key need not be remembered longer.
    writeKeysBefore: daysBefore(now, IDEMPOTENCY_KEY_TTL_DAYS),
  });
  if (!accounts) return { ...counts, erasedAccounts: 0, inactivityWarnings: 0, expiredExports: 0 };

  const { erasure } = accounts;
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
    await deleteFiles(erased, accounts);
  }
  // 'Exporter mes données': an archive is downloadable DATA_EXPORT_TTL_DAYS, then deleted.
  const expired = await erasure.deleteExpiredExports(now, daysBefore(now, DATA_EXPORT_TTL_DAYS));
  await deleteFiles({ userId: null, mediaUrls: [], exportFileKeys: expired }, accounts);
  // The events that drain the queue of detached media are at most once: the daily purge catches up.
  if (accounts.media) {
    await accounts.media.cleanup
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
async function deleteFiles(erased: { userId: string | null; mediaUrls: string[]; exportFileKeys: string[] }, deps: AccountRetentionDeps) {
  const { media, dataDir, logger } = deps;
  if (media) {
    const { storage, cleanup } = media;
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
