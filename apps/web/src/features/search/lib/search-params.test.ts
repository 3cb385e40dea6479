import { describe, expect, it } from 'vitest';
import { searchQueryString, toSearchFilter } from './search-params';

describe('toSearchFilter', () => {
  it('accepts the search types and falls back to all', () => {
    expect(toSearchFilter('topics')).toBe('topics');
    expect(toSearchFilter('hashtags')).toBe('hashtags');
    expect(toSearchFilter('all')).toBe('all');
    expect(toSearchFilter('admins')).toBe('all');
    expect(toSearchFilter(null)).toBe('all');
  });
});

describe('searchQueryString', () => {
  it('leaves the defaults out and encodes the words', () => {
    expect(searchQueryString({ q: ' loup & lune ', type: 'all' })).toBe('?q=loup+%26+lune');
    expect(searchQueryString({ q: 'loup', type: 'people' })).toBe('?q=loup&type=people');
    expect(searchQueryString({ q: '  ', type: 'all' })).toBe('');
  });
});
