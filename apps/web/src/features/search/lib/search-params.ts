import { SEARCH_TYPES, type SearchType } from '@la-meute/shared';

export type SearchFilter = 'all' | SearchType;

/** The filter the address names, 'all' for anything else (an old or mistyped link). */
export function toSearchFilter(value: string | null): SearchFilter {
  return SEARCH_TYPES.find((type) => type === value) ?? 'all';
}

/** The query string of a search: q and type, the defaults left out so addresses stay short. */
export function searchQueryString({ q, type }: { q: string; type: SearchFilter }): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (type !== 'all') params.set('type', type);
  const text = params.toString();
  return text ? `?${text}` : '';
}
