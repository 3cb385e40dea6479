import { describe, expect, it } from 'vitest';
import { splitLanguagePrefix, withLanguagePrefix } from './language-paths';

describe('language prefixes', () => {
  it('reads /en and /es prefixes, fr at the root', () => {
    expect(splitLanguagePrefix('/en/community')).toEqual({ language: 'en', prefixed: true, path: '/community' });
    expect(splitLanguagePrefix('/es')).toEqual({ language: 'es', prefixed: true, path: '/' });
    expect(splitLanguagePrefix('/community')).toEqual({ language: 'fr', prefixed: false, path: '/community' });
    expect(splitLanguagePrefix('/fr/community')).toEqual({ language: 'fr', prefixed: false, path: '/fr/community' });
    expect(splitLanguagePrefix('/events/42')).toEqual({ language: 'fr', prefixed: false, path: '/events/42' });
  });

  it('builds the address of a page in a language', () => {
    expect(withLanguagePrefix('/', 'en')).toBe('/en');
    expect(withLanguagePrefix('/legal/dsa', 'es')).toBe('/es/legal/dsa');
    expect(withLanguagePrefix('/legal/dsa', 'fr')).toBe('/legal/dsa');
  });
});
