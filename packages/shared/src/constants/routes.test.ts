import { describe, expect, it } from 'vitest';
import { DETAIL_ROUTES, findPageRoute, isKnownPagePath, matchDetailRoute, PAGE_ROUTES } from './routes';

describe('known page paths', () => {
  it('matches static and parameterised routes', () => {
    expect(isKnownPagePath('/')).toBe(true);
    expect(isKnownPagePath('/auth')).toBe(true);
    expect(isKnownPagePath('/post/abc-123')).toBe(true);
    expect(isKnownPagePath('/events/42/')).toBe(true);
    expect(isKnownPagePath('/legal/dsa')).toBe(true);
  });

  it('accepts the /en and /es prefixes', () => {
    expect(isKnownPagePath('/en')).toBe(true);
    expect(isKnownPagePath('/es/community')).toBe(true);
    expect(isKnownPagePath('/en/nope')).toBe(false);
    expect(isKnownPagePath('/de/community')).toBe(false);
    expect(findPageRoute('/legal/cookie-policy')).toBe('legalCookies');
  });

  it('rejects anything else', () => {
    expect(isKnownPagePath('/nope')).toBe(false);
    expect(isKnownPagePath('/post')).toBe(false);
    expect(isKnownPagePath('/post/a/b')).toBe(false);
    expect(isKnownPagePath('/legal/other')).toBe(false);
  });
});

describe('detail routes', () => {
  it('are every route with a parameter, and give back the id', () => {
    const parameterised = Object.entries(PAGE_ROUTES).filter(([, route]) => route.includes(':')).map(([name]) => name);
    expect([...DETAIL_ROUTES].sort()).toEqual(parameterised.sort());
    expect(DETAIL_ROUTES).toContain('post');
    expect(matchDetailRoute('/post/abc-123/')).toEqual({ route: 'post', id: 'abc-123' });
    expect(matchDetailRoute('/events/42')).toEqual({ route: 'eventDetail', id: '42' });
    expect(matchDetailRoute('/feed')).toBeNull();
    expect(matchDetailRoute('/post/a/b')).toBeNull();
  });
});
