import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_TIME_ZONE, formatEventTime, getZoneName, isValidTimeZone, resolveZonedTime } from './event-time';

// Saturday 28 November 2026, 09:00 in Paris (UTC+1): 03:00 in New York, 08:00 in London.
const WINTER_MORNING = '2026-11-28T08:00:00.000Z';
const inPerson = { eventDate: WINTER_MORNING, timeZone: 'Europe/Paris', eventType: 'in-person' as const };
const online = { ...inPerson, eventType: 'online' as const };

describe('formatEventTime: an in-person event happens at the local time of its place', () => {
  it('reads the same for a reader in New York, with the zone named', () => {
    const time = formatEventTime(inPerson, { locale: 'fr', viewerTimeZone: 'America/New_York' });
    expect(time).toEqual({
      timeZone: 'Europe/Paris',
      dateTime: 'samedi 28 novembre à 09:00',
      day: '28',
      month: 'nov.',
      zoneName: { kind: 'city', city: 'Paris' },
    });
  });

  it('names no zone for a reader whose clock reads the same, even under another zone name', () => {
    expect(formatEventTime(inPerson, { locale: 'fr', viewerTimeZone: 'Europe/Paris' }).zoneName).toBeNull();
    expect(formatEventTime(inPerson, { locale: 'fr', viewerTimeZone: 'Europe/Brussels' }).zoneName).toBeNull();
    expect(formatEventTime(inPerson, { locale: 'fr', viewerTimeZone: 'Europe/London' }).zoneName).toEqual({ kind: 'city', city: 'Paris' });
  });

  it('names the zone when the reader is unknown (a server render), so that render and hydration agree', () => {
    const rendered = formatEventTime(inPerson, { locale: 'fr', viewerTimeZone: null });
    expect(rendered.dateTime).toBe('samedi 28 novembre à 09:00');
    expect(rendered.zoneName).toEqual({ kind: 'city', city: 'Paris' });
  });

  it("follows the place's own zone and the season", () => {
    const montreal = { eventDate: '2026-07-04T13:30:00.000Z', timeZone: 'America/Toronto', eventType: 'in-person' as const };
    const time = formatEventTime(montreal, { locale: 'en', viewerTimeZone: 'Europe/Paris' });
    expect(time.dateTime).toBe('Saturday, July 4 at 09:30 AM');
    expect(time.zoneName).toEqual({ kind: 'city', city: 'Toronto' });
  });

  it('shows an event whose stored zone Intl does not know in the default zone, never throws', () => {
    const broken = { ...inPerson, timeZone: 'Mars/Olympus_Mons' };
    expect(formatEventTime(broken, { locale: 'fr', viewerTimeZone: 'America/New_York' })).toMatchObject({
      timeZone: DEFAULT_EVENT_TIME_ZONE,
      dateTime: 'samedi 28 novembre à 09:00',
    });
  });
});

describe('formatEventTime: an online event is shown at the reader’s own time, zone named', () => {
  it("uses the reader's zone", () => {
    expect(formatEventTime(online, { locale: 'fr', viewerTimeZone: 'America/New_York' })).toEqual({
      timeZone: 'America/New_York',
      dateTime: 'samedi 28 novembre à 03:00',
      day: '28',
      month: 'nov.',
      zoneName: { kind: 'city', city: 'New York' },
    });
  });

  it('names the zone even when it is the place’s own', () => {
    expect(formatEventTime(online, { locale: 'fr', viewerTimeZone: 'Europe/Paris' }).zoneName).toEqual({ kind: 'city', city: 'Paris' });
  });

  it("uses the organiser's zone until the reader's is known", () => {
    const rendered = formatEventTime(online, { locale: 'es', viewerTimeZone: null });
    expect(rendered).toMatchObject({ timeZone: 'Europe/Paris', dateTime: 'sábado, 28 de noviembre, 09:00' });
    expect(rendered.zoneName).toEqual({ kind: 'city', city: 'Paris' });
  });

  it('moves to the previous day when the reader is far enough west', () => {
    const late = { ...online, eventDate: '2026-11-28T02:00:00.000Z' };
    expect(formatEventTime(late, { locale: 'fr', viewerTimeZone: 'America/Los_Angeles' })).toMatchObject({
      dateTime: 'vendredi 27 novembre à 18:00',
      day: '27',
    });
  });
});

describe('getZoneName', () => {
  it('names a zone after its city, spaces for underscores', () => {
    expect(getZoneName('America/Argentina/Buenos_Aires', 'fr')).toEqual({ kind: 'city', city: 'Buenos Aires' });
  });

  it('names a zone without a city by its offset, in the reader’s language', () => {
    const instant = new Date(WINTER_MORNING);
    expect(getZoneName('Etc/GMT+5', 'fr', instant)).toEqual({ kind: 'offset', offset: 'UTC−5' });
    expect(getZoneName('UTC', 'en', instant)).toEqual({ kind: 'offset', offset: 'GMT+0' });
  });
});

describe('resolveZonedTime', () => {
  it('finds the instant of a local time, in winter and in summer', () => {
    expect(resolveZonedTime({ year: 2026, month: 11, day: 28, hour: 9, minute: 0 }, 'Europe/Paris').toISOString()).toBe(WINTER_MORNING);
    expect(resolveZonedTime({ year: 2026, month: 7, day: 4, hour: 9, minute: 0 }, 'Europe/Paris').toISOString()).toBe('2026-07-04T07:00:00.000Z');
    expect(resolveZonedTime({ year: 2026, month: 3, day: 29, hour: 9, minute: 0 }, 'Europe/Paris').toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones only', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Paris')).toBe(false);
  });
});
