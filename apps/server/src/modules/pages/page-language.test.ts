import { describe, expect, it } from 'vitest';
import { choosePageLanguage, parseAcceptLanguage } from './page-language';

describe('page language', () => {
  it('ranks the supported languages of Accept-Language by weight, then by order', () => {
    expect(parseAcceptLanguage('de-DE,es;q=0.8,en-US;q=0.9,fr;q=0')).toEqual(['en', 'es']);
    expect(parseAcceptLanguage('en-GB, es')).toEqual(['en', 'es']);
    expect(parseAcceptLanguage('*')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('takes the address prefix first, then the browser, then French', () => {
    expect(choosePageLanguage('/es/community', 'en-US')).toBe('es');
    expect(choosePageLanguage('/community', 'en-US,en;q=0.9')).toBe('en');
    expect(choosePageLanguage('/', 'de-DE')).toBe('fr');
    expect(choosePageLanguage('/support', undefined)).toBe('fr');
  });
});
