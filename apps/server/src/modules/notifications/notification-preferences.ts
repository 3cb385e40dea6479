import {
  defaultNotificationPreferences,
  LOCKED_NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_TYPES,
  NOTIFICATION_TYPES,
  type ChannelSwitches,
  type NotificationKind,
  type NotificationPreferences,
} from '@la-meute/shared';

/**
 * The preferences as they apply: every type present (a type added after the member saved theirs
 * takes the default) and the locked channels on — a statement of reasons always reaches the member
 * in the app and by mail (DSA Art. 17), whatever was stored.
 */
export function normalizePreferences(preferences: NotificationPreferences | null): NotificationPreferences {
  const defaults = defaultNotificationPreferences();
  const base = preferences ?? defaults;
  const channels = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => {
      const switches: ChannelSwitches = { ...(base.channels[type] ?? defaults.channels[type]) };
      for (const channel of LOCKED_NOTIFICATION_CHANNELS[type] ?? []) switches[channel] = true;
      return [type, switches];
    }),
  ) as NotificationPreferences['channels'];
  return { ...base, channels };
}

/** The in-app, push and mail switches of the type a kind belongs to. */
export function channelsFor(preferences: NotificationPreferences, kind: NotificationKind): ChannelSwitches {
  return normalizePreferences(preferences).channels[NOTIFICATION_KIND_TYPES[kind]];
}

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The wall-clock minute of the day at `now` in `timeZone`. */
function minuteOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const read = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return read('hour') * 60 + read('minute');
}

/**
 * True inside the member's quiet hours (start included, end excluded), in their own zone. Hours
 * may span midnight: 22:00–07:00 is quiet at 23:30 and at 06:59, not at 07:00.
 */
export function isQuietTime(preferences: Pick<NotificationPreferences, 'quietHours' | 'timeZone'>, now: Date): boolean {
  const { quietHours, timeZone } = preferences;
  if (!quietHours) return false;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  const minute = minuteOfDay(now, timeZone);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
