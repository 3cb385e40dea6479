import { describe, expect, it } from 'vitest';
import { parisDay, startOfParisDay, startOfParisMonth, startOfParisWeek } from './goals';

const at = (iso: string) => new Date(iso);

describe('Paris periods of the goals', () => {
  it('names the Paris day, which starts at local midnight', () => {
    // 23:30 UTC in winter is already the next day in Paris (UTC+1).
    expect(parisDay(at('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
    expect(parisDay(at('2026-01-14T22:59:59Z'))).toBe('2026-01-14');
    // Summer: UTC+2.
    expect(parisDay(at('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
    expect(parisDay(at('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(startOfParisDay(at('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfParisDay(at('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfParisDay(at('2026-01-14T23:00:00Z')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
  });

  it('handles the days clocks change', () => {
    // 29 March 2026: 02:00 → 03:00; the day began at UTC+1 midnight.
    expect(startOfParisDay(at('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfParisDay(at('2026-03-30T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: 03:00 → 02:00.
    expect(startOfParisDay(at('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfParisDay(at('2026-10-26T12:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('starts the ISO week on Monday, Paris time', () => {
    // Wednesday 14 January 2026 → Monday 12 January.
    expect(startOfParisWeek(at('2026-01-14T10:00:00Z')).toISOString()).toBe('2026-01-11T23:00:00.000Z');
    // Sunday 18 January, 23:30 Paris, still belongs to that week.
    expect(startOfParisWeek(at('2026-01-18T22:30:00Z')).toISOString()).toBe('2026-01-11T23:00:00.000Z');
    // Sunday 18 January 23:30 UTC is Monday 19 in Paris: a new week.
    expect(startOfParisWeek(at('2026-01-18T23:30:00Z')).toISOString()).toBe('2026-01-18T23:00:00.000Z');
    // A week across the month and year.
    expect(startOfParisWeek(at('2026-01-01T12:00:00Z')).toISOString()).toBe('2025-12-28T23:00:00.000Z');
    // A week that began before the spring change.
    expect(startOfParisWeek(at('2026-04-01T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfParisWeek(at('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-22T23:00:00.000Z');
  });

  it('starts the month on its first day, Paris time', () => {
    expect(startOfParisMonth(at('2026-07-31T21:59:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfParisMonth(at('2026-07-31T22:00:00Z')).toISOString()).toBe('2026-07-31T22:00:00.000Z');
    expect(startOfParisMonth(at('2026-01-20T12:00:00Z')).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(startOfParisMonth(at('2026-11-15T12:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
});
