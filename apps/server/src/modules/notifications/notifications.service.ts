import type { Notification, NotificationKind } from '@la-meute/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import type { Mailer } from '../mail/mailer';
import { plainTextMail } from '../mail/plain-text-mail';
import type { NotificationsRepository } from './notifications.repository';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  data: Notification['data'];
  /** Also mailed (a statement of reasons must reach the member even if they never come back). */
  mail?: { subject: string; text: string; link?: string };
}

/**
 * The one notifications service (issue #15; issue #16 adds the centre, web push and digests): it
 * stores the notification, tells the member's open tabs (the `notification.created` domain event,
 * relayed to their member room) and, when asked, mails it. A mail failure is logged, never thrown:
 * the stored notification is the record.
 */
export function createNotificationsService(deps: {
  repository: NotificationsRepository;
  events: Pick<EventBus, 'emit'>;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}) {
  return {
    async notify(input: NotifyInput): Promise<Notification> {
      const notification = await deps.repository.insert({ userId: input.userId, kind: input.kind, data: input.data });
      // The event carries the notification: the relay sends it as it is, without reading it again.
      deps.events.emit('notification.created', { userId: input.userId, notification, at: notification.createdAt });
      if (input.mail) {
        const recipient = await deps.repository.findRecipient(input.userId);
        if (recipient) {
          const { subject, text, link } = input.mail;
          const body = link ? `${text}\n\n${link}` : text;
          await deps.mailer
            .send(plainTextMail({ to: recipient.email, subject, text: body, link }))
            .catch((error: unknown) => deps.logger.error({ err: error, kind: input.kind }, 'Notification mail failed'));
        }
      }
      return notification;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
