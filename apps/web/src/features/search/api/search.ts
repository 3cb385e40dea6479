import { SEARCH_API, type SearchResult } from '@la-meute/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi, isApiRequestError } from '@/lib/api-client';
import type { SearchFilter } from '../lib/search-params';
import { searchKeys } from './query-keys';

export type SearchRequest = { q: string; type: SearchFilter; page: number };

export function getSearch({ q, type, page }: SearchRequest, signal?: AbortSignal): Promise<SearchResult> {
  return callApi(SEARCH_API.search, { query: new URLSearchParams({ q, type, page: String(page) }), signal });
}

export function searchQueryOptions(search: { q: string; type: SearchFilter }, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(search, viewerId),
    queryFn: ({ pageParam, signal }) => getSearch({ ...search, page: pageParam }, signal),
    initialPageParam: 1,
    // 'all' shows previews with 'Voir plus' links: only a single type's list loads more.
    getNextPageParam: (last) => (search.type === 'all' ? undefined : (last.sections[0]?.nextPage ?? undefined)),
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
