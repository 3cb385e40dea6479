import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { signToken, verifyToken, type TokenPurpose } from '../../lib/signed-token';
import type { JobLocksRepository } from '../job-locks/job-locks.repository';
import type { Mailer } from '../mail/mailer';
import { plainTextMail } from '../mail/plain-text-mail';
import type { DigestDeliveryRepository, DigestMember } from './digest-delivery.repository';
import { notificationUrl } from './notification-delivery';
import { describeNotification, digestMail, toUiLanguage } from './notification-texts';

const HOUR_MS = 60 * 60 * 1000;
const PERIOD_MS = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS } as const;
/**
 * The job ticks hourly: a digest is due half a tick early, so "08:00:05 yesterday" is due at
 * today's 08:00:03 tick instead of slipping an hour later every day.
 */
const DUE_SLACK_MS = HOUR_MS / 2;
/** Held while a run sends, so two instances' ticks never work the same list at once. */
const DIGEST_RUN_LOCK = 'notifications:digests';
const RUN_LOCK_TTL_MS = 15 * 60 * 1000;
/** A digest lists this many lines at most (the centre shows the rest). */
const DIGEST_MAX_LINES = 30;
/** Its link must keep working from an old mail: no expiry. */
const UNSUBSCRIBE_TOKEN: TokenPurpose = { key: 'digest-unsubscribe', audience: 'la-meute:digest-unsubscribe' };

/**
 * The daily or weekly mail of unread notifications, for members who chose it, and its
 * unsubscribe link that works without signing in.
 */
export function createDigestService(deps: {
  repository: DigestDeliveryRepository;
  locks: JobLocksRepository;
  config: AppConfig;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  secret: string;
}) {
  const { config, logger, repository, locks } = deps;
  const holder = `digests:${crypto.randomUUID()}`;

  /** Anyone holding the link may unsubscribe that member, and only them. */
  const unsubscribeToken = (userId: string) => signToken(UNSUBSCRIBE_TOKEN, { subject: userId, secret: deps.secret });

  /** Sends one member's digest if it is still theirs to send; true when a mail left. */
  async function sendDigest(member: DigestMember, now: Date): Promise<boolean> {
    const period = PERIOD_MS[member.digest];
    if (!(await repository.claimDigest(member.userId, new Date(now.getTime() - period + DUE_SLACK_MS), now))) return false;
    // The first digest covers one period, not the member's whole history.
    const since = member.digestSentAt ?? new Date(now.getTime() - period);
    const { items, total } = await repository.listUndigested(member.userId, since, DIGEST_MAX_LINES);
    if (items.length === 0) return false;
    const language = toUiLanguage(member.language);
    const unsubscribeUrl = `${notificationUrl(config.appUrl, '/unsubscribe', language)}?token=${encodeURIComponent(await unsubscribeToken(member.userId))}`;
    const lines = items.map((item) => describeNotification(item, language).body);
    if (total > items.length) lines.push('…');
    const mail = digestMail({
      language,
      frequency: member.digest,
      siteName: config.publicConfig.siteName,
      lines,
      count: total,
      notificationsUrl: notificationUrl(config.appUrl, null, language),
      unsubscribeUrl,
    });
    try {
      // Mail clients show their own "unsubscribe" from this header (RFC 2369).
      await deps.mailer.send({ ...plainTextMail({ to: member.email, ...mail, link: unsubscribeUrl }), headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` } });
    } catch (error) {
      logger.error({ err: error, userId: member.userId }, 'Digest mail failed');
      await repository.restoreDigest(member.userId, member.digestSentAt);
      return false;
    }
    await repository.markDigested(
      items.map((item) => item.id),
      now,
    );
    return true;
  }

  return {
    /** Sends every digest due at `now`; returns how many were sent (0 when another instance is at it). */
    async sendDue(now: Date = new Date()): Promise<number> {
      if (!(await locks.tryAcquire(DIGEST_RUN_LOCK, holder, RUN_LOCK_TTL_MS))) return 0;
      try {
        const due = await repository.listDueMembers(
          new Date(now.getTime() - PERIOD_MS.daily + DUE_SLACK_MS),
          new Date(now.getTime() - PERIOD_MS.weekly + DUE_SLACK_MS),
        );
        let sent = 0;
        for (const member of due) {
          if (await sendDigest(member, now).catch((error: unknown) => logger.error({ err: error, userId: member.userId }, 'Digest failed'))) sent += 1;
        }
        return sent;
      } finally {
        await locks.release(DIGEST_RUN_LOCK, holder).catch((error: unknown) => logger.error({ err: error }, 'Digest lock not released'));
      }
    },

    /** The signed token of a member's unsubscribe link. */
    unsubscribeToken,

    /** Switches the digest off for the token's member; false for an invalid token. */
    async unsubscribe(token: string): Promise<boolean> {
      const verified = await verifyToken(UNSUBSCRIBE_TOKEN, token, { secret: deps.secret });
      if (!verified) return false;
      await repository.switchDigestOff(verified.subject);
      return true;
    },
  };
}

export type DigestService = ReturnType<typeof createDigestService>;
