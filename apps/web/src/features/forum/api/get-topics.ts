import { FORUM_ROUTES, type ForumCategoryFilter, type ForumTopicPage } from '@la-meute/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { forumKeys } from './query-keys';

export type ForumListFilters = { category: ForumCategoryFilter; q: string; page: number };

export function getForumTopics(filters: ForumListFilters, signal?: AbortSignal): Promise<ForumTopicPage> {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return apiClient.get<ForumTopicPage>(`${FORUM_ROUTES.topics}?${params.toString()}`, signal);
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
