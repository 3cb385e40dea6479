import { z } from 'zod';
import { cursorSchema, nextCursorSchema } from './cursor-page';
import { withSchemas } from './endpoint';
import { NOTIFICATION_API } from './notification-routes';
import { hasNoNulByte } from './storable-text';
import {
  DIGEST_FREQUENCIES,
  LOCKED_NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationType,
  DEFAULT_NOTIFICATION_TIME_ZONE,
} from '../constants/notifications';

/**
 * The one notifications store's shape (the centre, web push and digests
 * are built on it). `kind` names the translated template (`notifications.<kind>`), `data` fills it
 * (names, titles, counts). Every feature's notification is one of these kinds.
 */
export const NOTIFICATION_KINDS = [
  'account.export-ready',
  'achievement.unlocked',
  'autopilot.event-suggestion',
  'autopilot.rejection-spike',
  'autopilot.welcome',
  'chat.replied',
  'connection.accepted',
  'connection.requested',
  'dating.match',
  'event.cancelled',
  'event.reminder',
  'event.updated',
  'forum.replied',
  'mention',
  'message.received',
  'moderation.appeal-decided',
  'moderation.decision',
  'post.commented',
  'post.liked',
  'post.shared',
  'report.decided',
  'report.received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_TYPES: Record<NotificationKind, NotificationType> = {
  'account.export-ready': 'community',
  'achievement.unlocked': 'achievements',
  'autopilot.event-suggestion': 'moderation',
  'autopilot.rejection-spike': 'moderation',
  'autopilot.welcome': 'community',
  'chat.replied': 'replies',
  'connection.accepted': 'connections',
  'connection.requested': 'connections',
  'dating.match': 'community',
  'event.cancelled': 'events',
  'event.reminder': 'events',
  'event.updated': 'events',
  'forum.replied': 'replies',
  mention: 'mentions',
  'message.received': 'messages',
  'moderation.appeal-decided': 'moderation',
  'moderation.decision': 'moderation',
  'post.commented': 'comments',
  'post.liked': 'reactions',
  'post.shared': 'reactions',
  'report.decided': 'reports',
  'report.received': 'moderation',
};

/**
 * Types mailed by default though not locked: the outcome of a member's own report (DSA Art. 16(5)
 * promises it) is worth a mail, and they may still switch it off.
 */
export const MAILED_BY_DEFAULT_NOTIFICATION_TYPES: readonly NotificationType[] = ['reports'];

/** What a report's decision was, as its reporter is told ('report.decided'). */
export const REPORT_OUTCOMES = ['removed', 'actioned', 'resolved', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** Who may notify the member of a new message (Mastodon's notification policy). */
export const MESSAGE_POLICIES = ['everyone', 'connections'] as const;
export type MessagePolicy = (typeof MESSAGE_POLICIES)[number];

const notificationDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const notificationActorSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type NotificationActor = z.infer<typeof notificationActorSchema>;

/** One stored notification, as its live event carries it. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: notificationDataSchema,
  /** The member whose action it reports (null for the system: a decision, AutoPilot, a reminder). */
  actor: notificationActorSchema.nullable().default(null),
  /** The page it opens (a path of the web app), or null. */
  link: z.string().nullable().default(null),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * Similar notifications of one day collapsed into one row of the centre ("Marie et 4 autres ont
 * aimé votre publication"): the newest one's kind, data and link, the two latest actors, how many
 * distinct actors and notifications it holds. Unread while any of them is.
 */
export const notificationGroupSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: notificationDataSchema,
  link: z.string().nullable(),
  actors: z.array(notificationActorSchema).max(2),
  actorCount: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationListQuerySchema = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: cursorSchema.optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export const notificationPageSchema = z.object({
  items: z.array(notificationGroupSchema),
  nextCursor: nextCursorSchema,
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The bell's figure: unread rows of the centre (collapsed groups, as the panel shows them). */
export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Marks read what the member saw: everything up to `upTo` (default now). */
export const markNotificationsReadSchema = z.object({ upTo: z.iso.datetime({ offset: true }).optional() });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

const channelSwitchesSchema = z.object({ inApp: z.boolean(), push: z.boolean(), mail: z.boolean() });
export type ChannelSwitches = z.infer<typeof channelSwitchesSchema>;

/** "HH:MM", 24-hour. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'notifications.invalid_time');

export const notificationPreferencesSchema = z.object({
  channels: z.record(z.enum(NOTIFICATION_TYPES), channelSwitchesSchema),
  /** No push and no mail from start to end (in the member's zone); null: none. */
  quietHours: z
    .object({ start: clockTimeSchema, end: clockTimeSchema })
    .refine((hours) => hours.start !== hours.end, { message: 'notifications.invalid_quiet_hours', path: ['end'] })
    .nullable(),
  timeZone: z
    .string()
    .min(1)
    .max(64)
    .refine(hasNoNulByte, 'validation.invalid')
    .refine(isTimeZone, 'notifications.invalid_time_zone'),
  messagesFrom: z.enum(MESSAGE_POLICIES),
  digest: z.enum(DIGEST_FREQUENCIES),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Everything in the app; a push for everything once the member subscribed; mail only where locked or mailed by default. */
export function defaultNotificationPreferences(): NotificationPreferences {
  const channels = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => {
      const locked = LOCKED_NOTIFICATION_CHANNELS[type] ?? [];
      return [type, { inApp: true, push: true, mail: locked.includes('mail') || MAILED_BY_DEFAULT_NOTIFICATION_TYPES.includes(type) }];
    }),
  ) as NotificationPreferences['channels'];
  return { channels, quietHours: null, timeZone: DEFAULT_NOTIFICATION_TIME_ZONE, messagesFrom: 'everyone', digest: 'off' };
}

/** A browser's PushSubscription.toJSON(), as the profile page sends it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .refine(hasNoNulByte, 'validation.invalid'),
  keys: z.object({
    p256dh: z.string().min(1).max(200).regex(/^[A-Za-z0-9_-]+=*$/, 'validation.invalid'),
    auth: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+=*$/, 'validation.invalid'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = pushSubscriptionSchema.pick({ endpoint: true });

/** The VAPID public key the browser subscribes with; null when push is not available. */
export const pushConfigSchema = z.object({ publicKey: z.string().nullable(), subscribed: z.boolean() });
export type PushConfig = z.infer<typeof pushConfigSchema>;
export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });

/** The digest mail's unsubscribe link carries a signed token: it works without signing in. */
export const digestUnsubscribeSchema = z.object({ token: z.string().min(1).max(300).refine(hasNoNulByte, 'validation.invalid') });
export const digestUnsubscribeResultSchema = z.object({ digest: z.literal('off') });

/** The payload the service worker shows (already in the member's language). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a click opens. */
  url: z.string(),
  /** Same tag: the newer notification replaces the older one on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The notifications and web-push API: each endpoint with what the server validates and answers. */
export const notificationsContract = withSchemas(NOTIFICATION_API, {
  list: { querystring: notificationListQuerySchema, response: { 200: notificationPageSchema } },
  unreadCount: { response: { 200: unreadCountSchema } },
  markRead: { body: markNotificationsReadSchema, response: { 200: unreadCountSchema } },
  preferences: { response: { 200: notificationPreferencesSchema } },
  savePreferences: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
  unsubscribeDigest: { body: digestUnsubscribeSchema, response: { 200: digestUnsubscribeResultSchema } },
  pushConfig: { response: { 200: pushConfigSchema } },
  subscribePush: { body: pushSubscriptionSchema, response: { 200: pushSubscribedSchema } },
  // 204, no body.
  unsubscribePush: { body: pushUnsubscribeSchema },
});
