import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences } from '@la-meute/shared';
import { channelsFor, isQuietTime, normalizePreferences } from './notification-preferences';

describe('quiet hours', () => {
  const at = (iso: string) => new Date(iso);

  it('spans midnight in the member zone, start included and end excluded', () => {
    const night = { quietHours: { start: '22:00', end: '07:00' }, timeZone: 'Europe/Paris' };
    // Paris is UTC+1 in January.
    expect(isQuietTime(night, at('2026-01-10T22:30:00Z'))).toBe(true);
    expect(isQuietTime(night, at('2026-01-10T05:59:00Z'))).toBe(true);
    expect(isQuietTime(night, at('2026-01-10T06:00:00Z'))).toBe(false);
    expect(isQuietTime(night, at('2026-01-10T20:59:00Z'))).toBe(false);
    expect(isQuietTime(night, at('2026-01-10T21:00:00Z'))).toBe(true);
  });

  it('reads a daytime range and no range at all', () => {
    const lunch = { quietHours: { start: '12:00', end: '14:00' }, timeZone: 'UTC' };
    expect(isQuietTime(lunch, at('2026-06-01T13:15:00Z'))).toBe(true);
    expect(isQuietTime(lunch, at('2026-06-01T14:00:00Z'))).toBe(false);
    expect(isQuietTime({ quietHours: null, timeZone: 'UTC' }, at('2026-06-01T13:15:00Z'))).toBe(false);
  });
});

describe('channels of a kind', () => {
  it('keeps the locked moderation channels on whatever was stored', () => {
    const preferences = defaultNotificationPreferences();
    preferences.channels.moderation = { inApp: false, push: false, mail: false };
    expect(channelsFor(preferences, 'moderation.decision')).toEqual({ inApp: true, push: false, mail: true });
    expect(normalizePreferences(preferences).channels.moderation.push).toBe(false);
  });

  it("mails a report's outcome by default, and lets the member switch it off", () => {
    const preferences = defaultNotificationPreferences();
    expect(channelsFor(preferences, 'report.decided')).toEqual({ inApp: true, push: true, mail: true });
    preferences.channels.reports = { inApp: true, push: false, mail: false };
    expect(channelsFor(preferences, 'report.decided')).toEqual({ inApp: true, push: false, mail: false });
  });

  it('maps a kind to its type', () => {
    const preferences = defaultNotificationPreferences();
    preferences.channels.reactions = { inApp: false, push: true, mail: false };
    expect(channelsFor(preferences, 'post.shared')).toEqual({ inApp: false, push: true, mail: false });
    expect(channelsFor(preferences, 'post.commented')).toEqual({ inApp: true, push: true, mail: false });
  });
});
