// The notification preferences' vocabulary, without their schemas: the profile page lists the
// switches and choices from these without loading zod.

/** What a member switches on or off in their preferences: each kind belongs to one type. */
export const NOTIFICATION_TYPES = [
  'reactions',
  'comments',
  'replies',
  'mentions',
  'messages',
  'connections',
  'events',
  'achievements',
  'moderation',
  'reports',
  'community',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a notification reaches the member: the centre (bell), a web push, a mail. */
export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Channels a member cannot switch off: a moderation decision's statement of reasons (DSA Art. 17)
 * must reach them in the app and by mail.
 */
export const LOCKED_NOTIFICATION_CHANNELS: Partial<Record<NotificationType, readonly NotificationChannel[]>> = {
  moderation: ['inApp', 'mail'],
};

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const DEFAULT_NOTIFICATION_TIME_ZONE = 'Europe/Paris';
