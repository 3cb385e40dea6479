/**
 * Gamification addresses and names, apart from their schemas (ADR 011), so the page
 * and the user menu read them without pulling zod into their chunk.
 */
export const GAMIFICATION_ROUTES = {
  /** GET the signed-in member's XP, level and rank progress, goals and achievements (401 otherwise). */
  me: '/api/gamification/me',
  /** GET the top members by XP (public), with the member's own position when signed in. */
  leaderboard: '/api/gamification/leaderboard',
} as const;

/** SPEC §9 limits: the leaderboard shows the top 50. */
export const LEADERBOARD_LIMIT = 50;

/** The sample goals (SPEC §9), each over its Paris period: today, this ISO week, this month. */
export const GOAL_KEYS = ['dailyXp', 'weeklyMessages', 'monthlyEvents'] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];
