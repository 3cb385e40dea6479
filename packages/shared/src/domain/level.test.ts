import { describe, expect, it } from 'vitest';
import { getLevelForXp, getLevelProgressPercent } from './level';

describe('level progress (SPEC §4, §9)', () => {
  it('finds the highest level reached', () => {
    expect(getLevelForXp(0)).toMatchObject({ level: 1, name: 'Agneau Curieux' });
    expect(getLevelForXp(299)).toMatchObject({ level: 2 });
    expect(getLevelForXp(300)).toMatchObject({ level: 3, name: 'Loup Novice' });
    expect(getLevelForXp(5500)).toMatchObject({ level: 10, name: 'Loup ou Louve enragé mythique' });
  });

  it('is a percentage between the current and next level xp', () => {
    expect(getLevelProgressPercent(0)).toBe(0);
    expect(getLevelProgressPercent(50)).toBe(50);
    expect(getLevelProgressPercent(450)).toBe(50);
    expect(getLevelProgressPercent(1250)).toBe(50);
    expect(getLevelProgressPercent(2999)).toBe(99);
  });

  it('is 100 at the last level', () => {
    expect(getLevelProgressPercent(6000)).toBe(100);
  });
});
