import { FORUM_ROUTES, type ForumTrending } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { forumKeys } from './query-keys';

export function getForumTrending(signal?: AbortSignal): Promise<ForumTrending> {
  return apiClient.get<ForumTrending>(FORUM_ROUTES.trending, signal);
}

export const forumTrendingQueryOptions = queryOptions({ queryKey: forumKeys.trending(), queryFn: ({ signal }) => getForumTrending(signal) });

/** Topics with recent replies first, then the most viewed. */
export function useForumTrending() {
  return useQuery(forumTrendingQueryOptions);
}
