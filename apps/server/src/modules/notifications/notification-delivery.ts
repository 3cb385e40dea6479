import { withLanguagePrefix, type Notification, type PushPayload, type UiLanguage } from '@la-meute/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { OutboundGuard } from '../../lib/outbound-guard';
import type { Mailer } from '../mail/mailer';
import { plainTextMail } from '../mail/plain-text-mail';
import { describeNotification, notificationMail, toUiLanguage } from './notification-texts';
import type { PushDeliveryRepository } from './push-delivery.repository';
import { sendPush, type PushTransportOptions } from './push-sender';
import { resolveVapidKeys, type VapidKeys } from './push-vapid-keys';

/** A mail its feature wrote itself (a moderation decision's statement of reasons). */
export interface MailContent {
  subject: string;
  text: string;
  link?: string;
}

/** A notification as stored, with what delivery needs beyond the live event's shape. */
export interface StoredNotification extends Notification {
  userId: string;
  groupKey: string | null;
}

/**
 * How a stored notification leaves the app — a web push to the member's devices, a mail.
 * The notifications service decides whether (preferences, quiet hours); this only delivers.
 */
export interface NotificationDelivery {
  /** Pushes it to the member's subscribed devices; a message waits `delayMs` and is dropped if read meanwhile. */
  push(notification: StoredNotification, options?: { delayMs?: number }): void;
  /**
   * Mails it now, in the member's language, or as `content` says (a statement of reasons written by
   * its feature). Never throws: a failure is logged, the stored notification is the record.
   */
  mail(notification: StoredNotification, content?: MailContent): Promise<void>;
  /** Resolves when every delayed push started so far has settled (tests, shutdown). */
  settled(): Promise<void>;
  close(): void;
  /** The key browsers subscribe with; null when no VAPID key pair could be had (push unavailable). */
  readonly vapidPublicKey?: string | null;
  /** Tests only: trust the fake push service's self-signed certificate (the outbound guard stays). */
  useTransport?(options: Omit<PushTransportOptions, 'guard'>): void;
}

/** The page a notification opens, as an absolute address in the member's language (a push or a mail leaves the site). */
export function notificationUrl(appUrl: string, link: string | null, language: UiLanguage): string {
  return `${appUrl}${withLanguagePrefix(link && link.startsWith('/') ? link : '/notifications', language)}`;
}

export function createNotificationDelivery(deps: {
  repository: PushDeliveryRepository;
  config: AppConfig;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Every push endpoint is a member's address: each connection to it goes through the guard. */
  outbound: OutboundGuard;
}): NotificationDelivery {
  const { config, logger } = deps;
  const { repository } = deps;
  const vapid = loadVapidKeys();
  let transport: PushTransportOptions = { guard: deps.outbound };
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();
  /** Each waiting push's resolver: close() ends the wait so settled() never hangs. */
  const releases = new Map<NodeJS.Timeout, () => void>();
  const pending = new Set<Promise<void>>();

  function loadVapidKeys(): VapidKeys | null {
    try {
      return resolveVapidKeys(config);
    } catch (error) {
      logger.error({ err: error }, 'No VAPID keys: web push is off');
      return null;
    }
  }

  async function deliverPush(notification: StoredNotification): Promise<void> {
    if (!vapid || closed) return;
    // A message read in time (the member opened the conversation) needs no push any more.
    const state = await repository.findReadState(notification.id);
    if (!state || state.read) return;
    const subscriptions = await repository.listSubscriptions(notification.userId);
    if (subscriptions.length === 0) return;
    const recipient = await repository.findRecipient(notification.userId);
    if (!recipient) return;
    const language = toUiLanguage(recipient.language);
    // A push is a glance: the title and the sentence; what only a mail carries (redress) stays out.
    const { title, body } = describeNotification(notification, language);
    const payload: PushPayload = {
      title,
      body,
      url: notificationUrl(config.appUrl, notification.link, language),
      tag: notification.groupKey ?? notification.id,
    };
    const outcomes = await Promise.all(
      subscriptions.map((subscription) =>
        sendPush({
          subscription,
          payload,
          vapid: { ...vapid, subject: config.push.subject },
          transport,
          onError: (error) => logger.warn({ err: error, notificationId: notification.id }, 'Push not delivered'),
        }),
      ),
    );
    const idsWith = (outcome: string) => subscriptions.filter((_, index) => outcomes[index] === outcome).map((subscription) => subscription.id);
    await repository.deleteSubscriptions(idsWith('gone'));
    await repository.markSubscriptionsSucceeded(idsWith('sent'));
    if (outcomes.includes('sent')) await repository.markPushed(notification.id);
  }

  function track(task: () => Promise<void>) {
    const running = task()
      .catch((error: unknown) => logger.error({ err: error }, 'Push delivery failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  return {
    vapidPublicKey: vapid?.publicKey ?? null,

    useTransport(options) {
      transport = { ...options, guard: deps.outbound };
    },

    push(notification, options = {}) {
      if (closed || !vapid) return;
      const delayMs = options.delayMs ?? 0;
      if (delayMs <= 0) {
        track(() => deliverPush(notification));
        return;
      }
      // The wait itself is pending work: settled() must cover a push still waiting for its delay.
      let release: () => void = () => {};
      const waiting = new Promise<void>((resolve) => (release = resolve));
      track(() => waiting);
      const timer = setTimeout(() => {
        timers.delete(timer);
        releases.delete(timer);
        track(() => deliverPush(notification));
        release();
      }, delayMs);
      timer.unref();
      timers.add(timer);
      releases.set(timer, release);
    },

    async mail(notification, content) {
      try {
        const recipient = await repository.findRecipient(notification.userId);
        if (!recipient) return;
        if (content) {
          const text = content.link ? `${content.text}\n\n${content.link}` : content.text;
          await deps.mailer.send(plainTextMail({ to: recipient.email, subject: content.subject, text, link: content.link }));
          return;
        }
        const language = toUiLanguage(recipient.language);
        const link = notificationUrl(config.appUrl, notification.link, language);
        const mail = notificationMail(describeNotification(notification, language), link, language, config.publicConfig.siteName);
        await deps.mailer.send(plainTextMail({ to: recipient.email, ...mail, link }));
      } catch (error) {
        logger.error({ err: error, kind: notification.kind }, 'Notification mail failed');
      }
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    close() {
      closed = true;
      for (const timer of timers) {
        clearTimeout(timer);
        releases.get(timer)?.();
      }
      timers.clear();
      releases.clear();
    },
  };
}
