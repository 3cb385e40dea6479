import { DEFAULT_LEVEL, LEVELS, type Level, type LevelNumber } from '../constants/gamification';

export function getLevelForXp(xp: number): Level {
  const value = Number.isFinite(xp) && xp > 0 ? xp : 0;
  let current: Level = LEVELS[0];
  for (const level of LEVELS) {
    if (value >= level.xp) current = level;
  }
  return current;
}

/** SPEC §4: a percentage between the current and the next level's XP; 100 at the last level. */
export function getLevelProgressPercent(xp: number): number {
  const value = Number.isFinite(xp) && xp > 0 ? xp : 0;
  const current = getLevelForXp(value);
  const next = LEVELS.find((level) => level.level === current.level + 1);
  if (!next) return 100;
  return Math.min(100, Math.max(0, Math.floor(((value - current.xp) / (next.xp - current.xp)) * 100)));
}

export function isLevelNumber(value: unknown): value is LevelNumber {
  return LEVELS.some((level) => level.level === value);
}

/** A stored or received level as one of the ten; anything else reads as the default level. */
export function toLevelNumber(value: unknown): LevelNumber {
  return isLevelNumber(value) ? value : DEFAULT_LEVEL;
}

export interface LevelProgress {
  level: Level;
  next: Level | null;
  /** 0–100 between the current and the next level; 100 at the last level (SPEC §4). */
  progressPercent: number;
  /** XP still needed for the next level; 0 at the last level. */
  xpToNext: number;
}

/** The overview's level progress — percentage, next level and the XP still needed. */
export function getLevelProgress(xp: number): LevelProgress {
  const value = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  const level = getLevelForXp(value);
  const next = LEVELS.find((candidate) => candidate.level === level.level + 1) ?? null;
  if (!next) return { level, next: null, progressPercent: 100, xpToNext: 0 };
  return { level, next, progressPercent: getLevelProgressPercent(value), xpToNext: next.xp - value };
}
