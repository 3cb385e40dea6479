import { endpoint } from './endpoint';

/**
 * Gamification endpoints and names, apart from their schemas (ADR 011), so the page and the user
 * menu read them without pulling zod into their chunk; gamification.ts joins the schemas.
 */
export const GAMIFICATION_API = {
  /** The signed-in member's XP, level and rank progress, goals and achievements (401 otherwise). */
  me: endpoint('GET', '/api/gamification/me'),
  /** The top members by XP (public), with the member's own position when signed in. */
  leaderboard: endpoint('GET', '/api/gamification/leaderboard'),
};

/** SPEC §9 limits: the leaderboard shows the top 50. */
export const LEADERBOARD_LIMIT = 50;

/** The sample goals (SPEC §9), each over its Paris period: today, this ISO week, this month. */
export const GOAL_KEYS = ['dailyXp', 'weeklyMessages', 'monthlyEvents'] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];
