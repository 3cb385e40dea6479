import { describe, expect, it } from 'vitest';
import { getActivityAge } from './activity-age';

const NOW = new Date('2025-06-01T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60 * 1000).toISOString();

describe('getActivityAge', () => {
  it('says "now" under a minute and for dates in the future', () => {
    expect(getActivityAge(ago(0.5), NOW)).toEqual({ unit: 'now', value: 0 });
    expect(getActivityAge(ago(-10), NOW)).toEqual({ unit: 'now', value: 0 });
  });

  it('counts minutes under an hour', () => {
    expect(getActivityAge(ago(40), NOW)).toEqual({ unit: 'minutes', value: 40 });
    expect(getActivityAge(ago(59.9), NOW)).toEqual({ unit: 'minutes', value: 59 });
  });

  it('switches to hours, then days', () => {
    expect(getActivityAge(ago(60), NOW)).toEqual({ unit: 'hours', value: 1 });
    expect(getActivityAge(ago(23 * 60 + 59), NOW)).toEqual({ unit: 'hours', value: 23 });
    expect(getActivityAge(ago(3 * 24 * 60 + 5), NOW)).toEqual({ unit: 'days', value: 3 });
  });
});
