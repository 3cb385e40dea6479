import { FORUM_API, type ForumCategoryCounts } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { forumKeys } from './query-keys';

export function getForumCategories(signal?: AbortSignal): Promise<ForumCategoryCounts> {
  return callApi(FORUM_API.categories, { signal });
}

export const forumCategoriesQueryOptions = queryOptions({ queryKey: forumKeys.categories(), queryFn: ({ signal }) => getForumCategories(signal) });

/** The sidebar's real counts per category and in all. */
export function useForumCategories() {
  return useQuery(forumCategoriesQueryOptions);
}
