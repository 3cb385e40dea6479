import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL, LEVELS } from '../constants/gamification';
import { getLevelForXp, getLevelProgress, getLevelProgressPercent, isLevelNumber, toLevelNumber } from './level';

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

describe('levels as data', () => {
  it('numbers the ten levels 1 to 10, each with its own name', () => {
    expect(LEVELS.map((level) => level.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(LEVELS.map((level) => level.name)).size).toBe(LEVELS.length);
  });

  it("keeps the SPEC's name for level 5 and gives level 9 a distinct one", () => {
    expect(LEVELS[4]).toMatchObject({ level: 5, name: 'Loup Éveillé', xp: 1000 });
    expect(LEVELS[8]).toMatchObject({ level: 9, name: 'Loup Légendaire', xp: 4000 });
  });

  it('starts everyone at level 1', () => {
    expect(DEFAULT_LEVEL).toBe(1);
    expect(getLevelForXp(0).level).toBe(DEFAULT_LEVEL);
  });

  it('accepts only the ten level numbers', () => {
    expect([1, 5, 10].every(isLevelNumber)).toBe(true);
    expect([0, 11, 2.5, '3', null].some(isLevelNumber)).toBe(false);
    expect(toLevelNumber(9)).toBe(9);
    expect(toLevelNumber(42)).toBe(DEFAULT_LEVEL);
  });
});

describe('level thresholds at their exact boundaries', () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [299, 2],
    [300, 3],
    [599, 3],
    [600, 4],
    [999, 4],
    [1000, 5],
    [1499, 5],
    [1500, 6],
    [2199, 6],
    [2200, 7],
    [2999, 7],
    [3000, 8],
    [3999, 8],
    [4000, 9],
    [5499, 9],
    [5500, 10],
    [100000, 10],
  ])('%i xp is level %i', (xp, level) => {
    expect(getLevelForXp(xp).level).toBe(level);
  });

  it('gives the next level and the XP still needed below the top', () => {
    expect(getLevelProgress(0)).toMatchObject({ level: { level: 1 }, next: { level: 2 }, progressPercent: 0, xpToNext: 100 });
    expect(getLevelProgress(99)).toMatchObject({ level: { level: 1 }, next: { level: 2 }, progressPercent: 99, xpToNext: 1 });
    expect(getLevelProgress(100)).toMatchObject({ level: { level: 2 }, next: { level: 3 }, progressPercent: 0, xpToNext: 200 });
    expect(getLevelProgress(5499)).toMatchObject({ level: { level: 9 }, next: { level: 10 }, progressPercent: 99, xpToNext: 1 });
  });

  it('is 100 % with no next level at the top level', () => {
    expect(getLevelProgress(5500)).toEqual({ level: LEVELS[9], next: null, progressPercent: 100, xpToNext: 0 });
    expect(getLevelProgress(99999)).toMatchObject({ next: null, progressPercent: 100, xpToNext: 0 });
  });

  it('reads negative or invalid xp as zero', () => {
    expect(getLevelProgress(-5)).toMatchObject({ level: { level: 1 }, xpToNext: 100 });
    expect(getLevelProgress(Number.NaN)).toMatchObject({ level: { level: 1 }, xpToNext: 100 });
  });
});
