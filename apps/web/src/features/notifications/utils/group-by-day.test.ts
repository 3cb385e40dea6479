import type { NotificationGroup } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { formatDay, groupByDay } from './group-by-day';

function at(createdAt: string, id = createdAt): NotificationGroup {
  return { id, kind: 'post.liked', data: {}, link: null, actors: [], actorCount: 0, count: 1, readAt: null, createdAt };
}

describe('groupByDay', () => {
  const now = Date.parse('2026-11-24T21:00:00Z');

  it("files rows under today, yesterday, then their dates, keeping the server's order", () => {
    const sections = groupByDay(
      [at('2026-11-24T20:00:00Z'), at('2026-11-24T08:00:00Z'), at('2026-11-23T12:00:00Z'), at('2026-11-20T12:00:00Z')],
      now,
      'UTC',
    );
    expect(sections.map((section) => [section.day, section.items.length])).toEqual([
      ['today', 2],
      ['yesterday', 1],
      ['2026-11-20', 1],
    ]);
  });

  it("uses the member's zone: 23:30 in Paris is still today there", () => {
    const like = [at('2026-11-24T22:30:00Z')];
    expect(groupByDay(like, Date.parse('2026-11-24T22:45:00Z'), 'Europe/Paris')[0]?.day).toBe('today');
    // Past midnight in Paris (23:00 UTC), the same like is yesterday's, though UTC still says the 24th.
    expect(groupByDay(like, Date.parse('2026-11-24T23:00:00Z'), 'Europe/Paris')[0]?.day).toBe('yesterday');
    expect(groupByDay(like, Date.parse('2026-11-24T23:00:00Z'), 'UTC')[0]?.day).toBe('today');
  });
});

describe('formatDay', () => {
  it('writes the day in the interface language', () => {
    expect(formatDay('2026-11-20', 'fr')).toBe('vendredi 20 novembre');
  });
});
