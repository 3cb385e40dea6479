import { LEVELS } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { formatXp } from './format-xp';

describe('formatXp', () => {
  it('groups thousands the way each language does', () => {
    const top = LEVELS.at(-1)?.xp ?? 0;
    expect(formatXp(top, 'fr')).toMatch(/^5\s500\sXP$/);
    expect(formatXp(top, 'en')).toBe('5,500\u00a0XP');
    expect(formatXp(top, 'es')).toMatch(/^5\.?500\sXP$/);
  });

  it('keeps small counts as they are', () => {
    expect(formatXp(0, 'fr')).toBe('0\u00a0XP');
    expect(formatXp(25, 'en')).toBe('25\u00a0XP');
  });
});
