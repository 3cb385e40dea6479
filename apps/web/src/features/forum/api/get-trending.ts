import { FORUM_API, type ForumTrending } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { forumKeys } from './query-keys';

export function getForumTrending(signal?: AbortSignal): Promise<ForumTrending> {
  return callApi(FORUM_API.trending, { signal });
}

export const forumTrendingQueryOptions = queryOptions({ queryKey: forumKeys.trending(), queryFn: ({ signal }) => getForumTrending(signal) });

/** Topics with recent replies first, then the most viewed. */
export function useForumTrending() {
  return useQuery(forumTrendingQueryOptions);
}
