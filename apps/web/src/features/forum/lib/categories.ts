import { FORUM_CATEGORY_FILTERS, type ForumCategoryFilter } from '@la-meute/shared';

/** A category from the address (?category=), 'all' for anything unknown. */
export function toCategoryFilter(value: string | null): ForumCategoryFilter {
  return (FORUM_CATEGORY_FILTERS as readonly string[]).includes(value ?? '') ? (value as ForumCategoryFilter) : 'all';
}

/** A page number from the address (?page=), 1 for anything else. */
export function toPageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page numbers the pagination shows: all of them up to seven, else the first, the last and
 * the current one with its neighbours, a gap (null) where pages are left out.
 */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((value) => value >= 1 && value <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const value of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && value - previous > 1) result.push(null);
    result.push(value);
  }
  return result;
}
