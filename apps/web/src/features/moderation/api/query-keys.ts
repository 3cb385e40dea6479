/** Moderation queries, by signed-in member: one session's desk never shows in another's. */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (viewerId: string | null) => [...moderationKeys.all, 'reports', viewerId] as const,
  rejections: (viewerId: string | null, page: number) => [...moderationKeys.all, 'rejections', viewerId, page] as const,
  appeals: (viewerId: string | null) => [...moderationKeys.all, 'appeals', viewerId] as const,
  actions: (viewerId: string | null, page: number) => [...moderationKeys.all, 'actions', viewerId, page] as const,
  users: (viewerId: string | null, q: string) => [...moderationKeys.all, 'users', viewerId, q] as const,
  user: (viewerId: string | null, userId: string) => [...moderationKeys.all, 'user', viewerId, userId] as const,
  words: (viewerId: string | null) => [...moderationKeys.all, 'words', viewerId] as const,
  myDecisions: (viewerId: string | null) => [...moderationKeys.all, 'my-decisions', viewerId] as const,
};
