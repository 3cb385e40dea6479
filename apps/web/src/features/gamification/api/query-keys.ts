/** Gamification queries, by member: one member's progress never shows in another's session. */
export const gamificationKeys = {
  all: ['gamification'] as const,
  me: (userId: string | null) => [...gamificationKeys.all, 'me', userId] as const,
  leaderboard: (userId: string | null) => [...gamificationKeys.all, 'leaderboard', userId] as const,
};
