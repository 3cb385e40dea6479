import { describe, expect, it } from 'vitest';
import { toCategoryFilter, toPageNumber, visiblePages } from './categories';

describe('forum address parameters', () => {
  it('reads a known category, else all', () => {
    expect(toCategoryFilter('nutrition')).toBe('nutrition');
    expect(toCategoryFilter('nope')).toBe('all');
    expect(toCategoryFilter(null)).toBe('all');
  });

  it('reads a page number, else 1', () => {
    expect(toPageNumber('3')).toBe(3);
    expect(toPageNumber('0')).toBe(1);
    expect(toPageNumber('x')).toBe(1);
  });

  it('shows every page up to seven, else the ends and the neighbours', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(1, 10)).toEqual([1, 2, null, 10]);
  });
});
