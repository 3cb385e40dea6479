import { RANKS, type Rank } from '../constants/gamification';

export interface RankProgress {
  rank: Rank;
  next: Rank | null;
  /** 0–100; the top rank is always 100 (SPEC §4). */
  progressPercent: number;
  /** XP still needed for the next rank; 0 at the top rank. */
  xpToNext: number;
}

function clampXp(xp: number): number {
  return Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
}

/** SPEC §4: the rank is the highest threshold reached by xp. */
export function getRankForXp(xp: number): Rank {
  const value = clampXp(xp);
  let current: Rank = RANKS[0];
  for (const rank of RANKS) {
    if (value >= rank.threshold) current = rank;
  }
  return current;
}

export function getRankProgress(xp: number): RankProgress {
  const value = clampXp(xp);
  const rank = getRankForXp(value);
  const next = RANKS[rank.index + 1] ?? null;
  if (!next) return { rank, next: null, progressPercent: 100, xpToNext: 0 };
  const span = next.threshold - rank.threshold;
  const progressPercent = Math.floor(((value - rank.threshold) / span) * 100);
  return { rank, next, progressPercent, xpToNext: next.threshold - value };
}
