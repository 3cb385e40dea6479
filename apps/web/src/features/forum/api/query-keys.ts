import type { ForumCategoryFilter } from '@la-meute/shared';

/**
 * The forum feature's query-key factory: every entry starts with ['forum']. A topic carries the
 * viewer id because its like and rights differ per member.
 */
export const forumKeys = {
  all: ['forum'] as const,
  lists: () => [...forumKeys.all, 'list'] as const,
  list: (filters: { category: ForumCategoryFilter; q: string; page: number }) => [...forumKeys.lists(), filters] as const,
  categories: () => [...forumKeys.all, 'categories'] as const,
  trending: () => [...forumKeys.all, 'trending'] as const,
  topics: () => [...forumKeys.all, 'topic'] as const,
  topic: (id: string, viewerId: string | null) => [...forumKeys.topics(), id, viewerId] as const,
};
