import { z } from 'zod';
import { ACHIEVEMENT_KEYS } from '../constants/gamification';
import { withSchemas } from './endpoint';
import { GAMIFICATION_API, GOAL_KEYS } from './gamification-routes';
import { levelNumberSchema, memberSummarySchema, rankKeySchema } from './members';

const count = z.number().int().nonnegative();
const percent = z.number().int().min(0).max(100);

/** SPEC §4: progress between the current and the next level; at the top 100 and no next. */
export const levelProgressSchema = z.object({
  level: levelNumberSchema,
  nextLevel: levelNumberSchema.nullable(),
  percent,
  xpToNext: count,
});

export const rankProgressSchema = z.object({
  rank: rankKeySchema,
  nextRank: rankKeySchema.nullable(),
  percent,
  xpToNext: count,
});

/** A sample goal with the member's real progress in its Paris period (`current` may pass `target`). */
export const goalProgressSchema = z.object({ key: z.enum(GOAL_KEYS), current: count, target: count });
export type GoalProgress = z.infer<typeof goalProgressSchema>;

/** One of the six achievements; `unlockedAt` is null while locked. */
export const memberAchievementSchema = z.object({ key: z.enum(ACHIEVEMENT_KEYS), unlockedAt: z.string().datetime().nullable() });
export type MemberAchievement = z.infer<typeof memberAchievementSchema>;

export const gamificationMeSchema = z.object({
  xp: count,
  level: levelProgressSchema,
  rank: rankProgressSchema,
  goals: z.array(goalProgressSchema),
  achievements: z.array(memberAchievementSchema),
});
export type GamificationMe = z.infer<typeof gamificationMeSchema>;

export const leaderboardEntrySchema = z.object({ position: z.number().int().positive(), member: memberSummarySchema, xp: count });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  entries: z.array(leaderboardEntrySchema),
  /** The signed-in member's own place (1 + members with more XP); null for a visitor. */
  me: z.object({ position: z.number().int().positive(), xp: count }).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** The gamification API: each endpoint with what the server answers. */
export const gamificationContract = withSchemas(GAMIFICATION_API, {
  me: { response: { 200: gamificationMeSchema } },
  leaderboard: { response: { 200: leaderboardSchema } },
});
