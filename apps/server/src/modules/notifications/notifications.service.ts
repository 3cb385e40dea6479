import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
} from '@la-meute/shared';
import type { EventBus } from '../../lib/event-bus';
import { decodeCursor, encodeCursor } from '../../lib/page-cursor';
import type { MailContent, NotificationDelivery } from './notification-delivery';
import { channelsFor, isQuietTime, normalizePreferences } from './notification-preferences';
import { REMINDER_KEY_PREFIX, type NotificationSourcesRepository } from './notification-sources.repository';
import type { NotificationsRepository } from './notifications.repository';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  data: Notification['data'];
  /** The member whose action it reports: never notified of it, nor across a block or a mute. */
  actorId?: string | null;
  /** Rows with one key collapse in the centre, e.g. `post.liked:<post id>`. */
  groupKey?: string | null;
  /** The web page it opens. */
  link?: string | null;
  /** A notification that must exist once per member (an event's reminder): a repeat stores nothing. */
  dedupeKey?: string | null;
  /** Also mailed as given, whatever the preferences (a statement of reasons must reach the member). */
  mail?: MailContent;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one notifications service (the centre, web push and digests build on it): it
 * applies the member's preferences, stores the notification, tells the member's open tabs (the
 * `notification.created` domain event, relayed to their member room) and hands it to push and mail
 * delivery. A mail failure is logged, never thrown: the stored notification is the record.
 */
export function createNotificationsService(deps: {
  repository: NotificationsRepository;
  sources: Pick<NotificationSourcesRepository, 'upcomingEventParticipants'>;
  events: Pick<EventBus, 'emit'>;
  delivery: Pick<NotificationDelivery, 'push' | 'mail'>;
  /** A message's push waits this long and is dropped if read meanwhile (PUSH_MESSAGE_DELAY_MS). */
  pushMessageDelayMs: number;
  now?: () => Date;
}) {
  const { repository, pushMessageDelayMs } = deps;
  const now = deps.now ?? (() => new Date());

  async function preferencesOf(userId: string): Promise<NotificationPreferences> {
    return normalizePreferences(await repository.findPreferences(userId));
  }

  /** False when the recipient must not hear of the actor: a block either way, a mute, a message policy. */
  async function mayNotify(input: NotifyInput, preferences: NotificationPreferences): Promise<boolean> {
    if (!input.actorId) return true;
    if (input.actorId === input.userId) return false;
    const relation = await repository.findRelation(input.userId, input.actorId);
    if (relation.blocked || relation.muted) return false;
    return !(input.kind === 'message.received' && preferences.messagesFrom === 'connections' && !relation.connected);
  }

  async function notify(input: NotifyInput): Promise<Notification | null> {
    const preferences = await preferencesOf(input.userId);
    if (!(await mayNotify(input, preferences))) return null;
    const channels = channelsFor(preferences, input.kind);
    if (!channels.inApp && !channels.push && !channels.mail && !input.mail) return null;

    const stored = await repository.insert({
      userId: input.userId,
      kind: input.kind,
      data: input.data,
      actorId: input.actorId ?? null,
      groupKey: input.groupKey ?? null,
      link: input.link ?? null,
      dedupeKey: input.dedupeKey ?? null,
      inApp: channels.inApp,
    });
    if (!stored) return null;
    const { userId: _userId, groupKey: _groupKey, ...notification } = stored;
    // The event carries the notification: the relay sends it as it is, without reading it again.
    if (channels.inApp) deps.events.emit('notification.created', { userId: input.userId, notification, at: notification.createdAt });

    const quiet = isQuietTime(preferences, now());
    if (channels.push && !quiet) {
      deps.delivery.push(stored, { delayMs: input.kind === 'message.received' ? pushMessageDelayMs : 0 });
    }
    // A statement of reasons is mailed as written, whatever the preferences and the hour.
    if (input.mail) await deps.delivery.mail(stored, input.mail);
    else if (channels.mail && !quiet) await deps.delivery.mail(stored);
    return notification;
  }

  return {
    notify,

    async listPage(userId: string, options: { cursor?: string; unreadOnly: boolean }): Promise<NotificationPage> {
      const cursor = options.cursor ? decodeCursor(options.cursor) : null;
      const rows = await repository.listGroups(userId, { cursor, unreadOnly: options.unreadOnly, limit: NOTIFICATIONS_PAGE_SIZE + 1 });
      const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
      const last = page.at(-1);
      return {
        items: page.map(({ cursor: _cursor, ...group }) => group),
        nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? encodeCursor(last.cursor) : null,
      };
    },

    async unreadCount(userId: string): Promise<number> {
      return repository.countUnreadGroups(userId);
    },

    /** "Tout marquer comme lu" and opening the panel; the member's other tabs follow. */
    async markRead(userId: string, upTo?: string): Promise<number> {
      const at = now();
      const limit = upTo ? new Date(Math.min(Date.parse(upTo), at.getTime())) : at;
      await repository.markRead(userId, limit);
      deps.events.emit('notifications.read', { userId, upTo: limit.toISOString(), at: at.toISOString() });
      return repository.countUnreadGroups(userId);
    },

    /** The member read a conversation: its message notifications are read too (their pushes dropped). */
    async markConversationRead(userId: string, conversationId: string): Promise<void> {
      const changed = await repository.markGroupRead(userId, `conversation:${conversationId}`);
      if (changed > 0) {
        const at = now().toISOString();
        deps.events.emit('notifications.read', { userId, upTo: at, at });
      }
    },

    getPreferences: preferencesOf,

    async updatePreferences(userId: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
      const applied = normalizePreferences(preferences);
      await repository.savePreferences(userId, applied);
      return applied;
    },

    /**
     * Participants hear of an event starting within 24 hours, once each (the dedupe key);
     * run hourly by the jobs. Returns how many reminders were stored.
     */
    async remindUpcomingEvents(at: Date = now()): Promise<number> {
      const due = await deps.sources.upcomingEventParticipants(at, new Date(at.getTime() + DAY_MS));
      let sent = 0;
      for (const { eventId, title, eventDate, userId } of due) {
        const notification = await notify({
          userId,
          kind: 'event.reminder',
          data: { eventId, eventTitle: title, startsAt: eventDate },
          groupKey: `${REMINDER_KEY_PREFIX}${eventId}`,
          link: `/events/${eventId}`,
          dedupeKey: `${REMINDER_KEY_PREFIX}${eventId}`,
        });
        if (notification) sent += 1;
      }
      return sent;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
