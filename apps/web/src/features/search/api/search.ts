import { SEARCH_API, type SearchResult } from '@la-meute/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi, isApiRequestError } from '@/lib/api/api-client';
import type { SearchFilter } from '../lib/search-params';
import { searchKeys } from './query-keys';

export type SearchRequest = { q: string; type: SearchFilter; cursor?: string };

export function getSearch({ q, type, cursor }: SearchRequest, signal?: AbortSignal): Promise<SearchResult> {
  // The query is sent as typed (an empty one too: the server says it is required).
  const query = new URLSearchParams({ q, type });
  if (cursor) query.set('cursor', cursor);
  return callApi(SEARCH_API.search, { query, signal });
}

export function searchQueryOptions(search: { q: string; type: SearchFilter }, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(search, viewerId),
    queryFn: ({ pageParam, signal }) => getSearch({ ...search, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    // 'all' shows previews with 'Voir plus' links: only a single type's list loads more.
    getNextPageParam: (last) => (search.type === 'all' ? undefined : (last.sections[0]?.nextCursor ?? undefined)),
    staleTime: 30 * 1000,
    // A refused query (too long) stays refused: asking again only delays the message.
    retry: (failures, error) => !(isApiRequestError(error) && error.status < 500) && failures < 2,
  });
}

/**
 * The results as the words are typed: the previous answer stays on screen while the next one
 * loads (no flash of an empty page between two keys). Nothing is asked for an empty query.
 */
export function useSearch(search: { q: string; type: SearchFilter }, viewerId: string | null) {
  return useInfiniteQuery({ ...searchQueryOptions(search, viewerId), enabled: search.q.trim() !== '', placeholderData: keepPreviousData });
}
