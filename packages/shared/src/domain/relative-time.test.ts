import { describe, expect, it } from 'vitest';
import { formatRelativeTimeFr, getRelativeTime } from './relative-time';

const now = new Date('2026-01-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('relative time in French (SPEC §9)', () => {
  it('says less than an hour under 1h', () => {
    expect(formatRelativeTimeFr(minutesAgo(0), now)).toBe("Il y a moins d'1h");
    expect(formatRelativeTimeFr(minutesAgo(59), now)).toBe("Il y a moins d'1h");
  });

  it('counts hours under 24h', () => {
    expect(formatRelativeTimeFr(minutesAgo(60), now)).toBe('Il y a 1h');
    expect(formatRelativeTimeFr(minutesAgo(23 * 60 + 59), now)).toBe('Il y a 23h');
  });

  it('counts days from 24h', () => {
    expect(formatRelativeTimeFr(minutesAgo(24 * 60), now)).toBe('Il y a 1j');
    expect(formatRelativeTimeFr(minutesAgo(10 * 24 * 60), now)).toBe('Il y a 10j');
  });

  it('treats a future date as now', () => {
    expect(getRelativeTime(minutesAgo(-120), now)).toEqual({ unit: 'lessThanHour', value: 0 });
  });
});
