import { describe, expect, it } from 'vitest';
import { RANK_KEYS } from '../constants/gamification';
import { getRankForXp, getRankProgress } from './rank';

describe('rank from xp (SPEC §4, §9)', () => {
  it.each([
    [0, 'Lamb'],
    [99, 'Lamb'],
    [100, 'Sheep'],
    [249, 'Sheep'],
    [250, 'Goat'],
    [500, 'Ram'],
    [1000, 'Shepherd'],
    [1999, 'Shepherd'],
    [2000, 'Wolf'],
    [4000, 'Alpha Wolf'],
    [8000, 'Mythic Fenrir'],
    [123456, 'Mythic Fenrir'],
  ])('%i xp is %s', (xp, name) => {
    expect(getRankForXp(xp).name).toBe(name);
  });

  it('treats negative or invalid xp as zero', () => {
    expect(getRankForXp(-50).name).toBe('Lamb');
    expect(getRankForXp(Number.NaN).name).toBe('Lamb');
  });

  it('gives progress, next rank and xp still needed below the top', () => {
    expect(getRankProgress(175)).toMatchObject({ progressPercent: 50, xpToNext: 75, next: { name: 'Goat' } });
    expect(getRankProgress(0)).toMatchObject({ progressPercent: 0, xpToNext: 100, next: { name: 'Sheep' } });
  });

  it('shows 100% and no next rank at the top', () => {
    expect(getRankProgress(9000)).toMatchObject({ progressPercent: 100, xpToNext: 0, next: null });
  });
});

describe('rank keys', () => {
  it('lists the eight rank keys in order, the keys payloads carry', () => {
    expect(RANK_KEYS).toEqual(['lamb', 'sheep', 'goat', 'ram', 'shepherd', 'wolf', 'alphaWolf', 'mythicFenrir']);
    expect(getRankForXp(2500).key).toBe('wolf');
  });
});

describe('rank thresholds at their exact boundaries', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [249, 1],
    [250, 2],
    [499, 2],
    [500, 3],
    [999, 3],
    [1000, 4],
    [1999, 4],
    [2000, 5],
    [3999, 5],
    [4000, 6],
    [7999, 6],
    [8000, 7],
  ])('%i xp is rank %i', (xp, index) => {
    expect(getRankForXp(xp).index).toBe(index);
  });

  it('is 100 % with no next rank at the top, and counts down to the next rank below it', () => {
    expect(getRankProgress(8000)).toMatchObject({ next: null, progressPercent: 100, xpToNext: 0 });
    expect(getRankProgress(7999)).toMatchObject({ next: { key: 'mythicFenrir' }, progressPercent: 99, xpToNext: 1 });
    expect(getRankProgress(100)).toMatchObject({ rank: { key: 'sheep' }, progressPercent: 0, xpToNext: 150 });
  });
});
