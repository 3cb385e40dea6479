import fs from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { ACCOUNT_DATA_API, DATA_EXPORT_TTL_DAYS, type DataExport } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import { verifyPassword } from '../../lib/password-hash';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import type { RateLimits } from '../../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import type { MediaStorage } from '../media/storage';
import type { NotificationsService } from '../notifications/notifications.service';
import { plainTextMail } from '../mail/plain-text-mail';
import { accountMail, GRACE_MS } from './account-mails';
import type { AccountDataRepository, DataExportRow } from './account-data.repository';
import { collectMediaUrls, mediaKeyOfUrl } from './export-media';
import { EXPORT_SECTIONS } from './export-plan.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where archives live: a private directory of the data dir, never under the public media URL
 * (GET /media/* serves the media bucket only). One instance's disk: with several instances, the
 * download must reach the one that built it, or this moves to a private S3 bucket.
 */
export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** What the archive says about consents and what it cannot contain. */
const ARCHIVE_NOTES = {
  consents:
    'No cookie or tracker consent is stored: the site only uses strictly necessary cookies and local storage (no banner, see the cookie policy). Your language and pseudonym live in your browser only. Dating information is processed with your consent, shown by your dating_preferences (delete them to withdraw it).',
  otherPeople:
    "Other members' messages, reports and decisions about you are not included: only what you wrote or what concerns you. Another member's id appears only in a relation that is yours (a connection, a conversation you are in, a block or mute you made, a dating swipe or match, the target of a report you made).",
  secrets: 'Your password is stored only as an irreversible hash, which is not included, nor are session tokens.',
};

export function createAccountDataService(deps: {
  repository: AccountDataRepository;
  rateLimits: RateLimits;
  storage: MediaStorage;
  notifications: Pick<NotificationsService, 'notify'>;
  mailer: Mailer;
  events: Pick<EventBus, 'emit' | 'on'>;
  logger: FastifyBaseLogger;
  /** The data dir (archives live in its `exports` directory) and the site's address for the mail. */
  dataDir: string;
  appUrl: string;
}) {
  const { repository } = deps;
  const running = new Set<Promise<void>>();
  const deletionAttempts = deps.rateLimits.create({ name: 'account-deletion', points: 5, durationS: 15 * 60 });

  function toDataExport(row: DataExportRow, now = new Date()): DataExport {
    const downloadable = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
    return {
      id: row.id,
      status: row.status as DataExport['status'],
      createdAt: toIso(row.createdAt),
      readyAt: row.readyAt ? toIso(row.readyAt) : null,
      expiresAt: row.expiresAt ? toIso(row.expiresAt) : null,
      sizeBytes: row.sizeBytes,
      downloadUrl: downloadable ? ACCOUNT_DATA_API.download.path({ id: row.id }) : null,
    };
  }

  async function buildArchive(userId: string): Promise<Uint8Array> {
    const data: Record<string, Record<string, unknown>[]> = {};
    for (const section of EXPORT_SECTIONS) data[section.key] = await repository.readSection(section, userId);
    const files: Zippable = {};
    const media: { url: string; file: string }[] = [];
    for (const url of collectMediaUrls(data)) {
      const key = mediaKeyOfUrl(url, deps.storage);
      const stored = key ? await deps.storage.get(key).catch(() => null) : null;
      if (!key || !stored) continue;
      files[`media/${key}`] = Buffer.isBuffer(stored.body) ? stored.body : await streamToBuffer(stored.body);
      media.push({ url, file: `media/${key}` });
    }
    const document = { generatedAt: new Date().toISOString(), userId, notes: ARCHIVE_NOTES, media, data };
    files['export.json'] = strToU8(JSON.stringify(document, null, 2));
    return zipSync(files, { level: 6 });
  }

  async function build(row: DataExportRow): Promise<void> {
    try {
      const archive = await buildArchive(row.userId);
      const fileKey = `${row.id}.zip`;
      await fs.mkdir(exportsDir(deps.dataDir), { recursive: true });
      await fs.writeFile(path.join(exportsDir(deps.dataDir), fileKey), archive);
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS);
      await repository.markExportReady(row.id, { fileKey, sizeBytes: archive.byteLength, readyAt, expiresAt });
      const recipient = await repository.findRecipient(row.userId);
      const mail = accountMail('exportReady', recipient?.language);
      await deps.notifications.notify({
        userId: row.userId,
        kind: 'account.export-ready',
        data: { exportId: row.id, expiresAt: expiresAt.toISOString() },
        mail: { ...mail, link: `${deps.appUrl}/profile` },
      });
    } catch (error) {
      deps.logger.error({ err: error, exportId: row.id }, 'Data export failed');
      await repository.markExportFailed(row.id, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    }
  }

  /** Built off the request; `settled()` waits for it (tests, shutdown). A job queue can take it over. */
  function buildInBackground(row: DataExportRow) {
    const task = build(row).finally(() => running.delete(task));
    running.add(task);
  }

  // Signing in restarts the inactivity clock. (The pending deletion is cancelled by the sign-in
  // route itself, through restoreIfPending, so its answer already shows the restored profile.)
  deps.events.on('member.signed-in', async ({ userId, at }) => {
    await repository.noteActive(userId, new Date(at));
  });

  return {
    /**
     * Signing in within the grace period: the deletion is cancelled and the profile comes back.
     * False when nothing was pending (the row lock makes a second concurrent call a no-op).
     */
    async restoreIfPending(userId: string): Promise<boolean> {
      if (!(await repository.cancelDeletion(userId))) return false;
      const at = new Date().toISOString();
      deps.events.emit('account.deletion-cancelled', { userId, at });
      deps.events.emit('profile.updated', { userId, at });
      const recipient = await repository.findRecipient(userId);
      if (recipient) {
        const mail = accountMail('deletionCancelled', recipient.language);
        await deps.mailer
          .send(plainTextMail({ to: recipient.email, subject: mail.subject, text: mail.text }))
          .catch((error: unknown) => deps.logger.error({ err: error }, 'Deletion-cancelled mail failed'));
      }
      return true;
    },

    /** 'Exporter mes données': the pending export, or a new one built in the background. */
    async requestExport(userId: string): Promise<DataExport> {
      const { row, created } = await repository.findOrCreatePendingExport(userId);
      if (created) buildInBackground(row);
      return toDataExport(row);
    },

    async latestExport(userId: string): Promise<DataExport | null> {
      const row = await repository.findLatestExport(userId);
      return row ? toDataExport(row) : null;
    },

    /** The archive's file, for its owner only (anyone else gets the same 404 as for no export). */
    async openExport(userId: string, id: string): Promise<{ file: string; name: string }> {
      const row = await repository.findExport(id);
      if (!row || row.userId !== userId) throw new AppError(404, 'account.export_not_found');
      if (row.status !== 'ready' || !row.fileKey) throw new AppError(409, 'account.export_not_ready');
      if (!row.expiresAt || row.expiresAt <= new Date()) throw new AppError(404, 'account.export_not_found');
      const file = path.join(exportsDir(deps.dataDir), path.basename(row.fileKey));
      // Built on another instance's disk, or removed: the member asks for a new one.
      if (!(await fs.stat(file).then((stats) => stats.isFile(), () => false))) throw new AppError(404, 'account.export_not_found');
      return { file, name: `la-meute-donnees-${toIso(row.createdAt).slice(0, 10)}.zip` };
    },

    /**
     * 'Supprimer mon compte': the password proves it is the member; the profile reads
     * DELETED_USER_NAME at once, every session and socket ends, the erasure follows after the grace period.
     */
    async requestDeletion(userId: string, password: string): Promise<{ purgeAfter: Date }> {
      await deletionAttempts.consume(userId);
      const hash = await repository.findPasswordHash(userId);
      if (!hash || !(await verifyPassword({ hash, password }))) throw new AppError(403, 'account.password_invalid');
      const purgeAfter = new Date(Date.now() + GRACE_MS);
      await repository.requestDeletion(userId, purgeAfter);
      const at = new Date().toISOString();
      deps.events.emit('member.signed-out', { userId, at });
      deps.events.emit('profile.updated', { userId, at });
      deps.events.emit('account.deletion-requested', { userId, at });
      return { purgeAfter };
    },

    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
