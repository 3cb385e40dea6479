import { FORUM_API, type ForumCategoryFilter, type ForumTopicPage } from '@la-meute/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { forumKeys } from './query-keys';

export type ForumListFilters = { category: ForumCategoryFilter; q: string; page: number };

export function getForumTopics(filters: ForumListFilters, signal?: AbortSignal): Promise<ForumTopicPage> {
  const query = { page: filters.page, category: filters.category === 'all' ? undefined : filters.category, q: filters.q.trim() };
  return callApi(FORUM_API.listTopics, { query, signal });
}

export function forumTopicsQueryOptions(filters: ForumListFilters) {
  return queryOptions({
    queryKey: forumKeys.list(filters),
    queryFn: ({ signal }) => getForumTopics(filters, signal),
  });
}

/** One page of topics, pinned first then newest; the previous page stays shown while the next loads. */
export function useForumTopics(filters: ForumListFilters) {
  return useQuery({ ...forumTopicsQueryOptions(filters), placeholderData: keepPreviousData });
}
