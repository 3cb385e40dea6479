import { describe, expect, it } from 'vitest';
import { readLanguageCookie } from '@la-meute/shared';
import { choosePageLanguage, parseAcceptLanguage } from './page-language';

describe('page language', () => {
  it('ranks the supported languages of Accept-Language by weight, then by order', () => {
    expect(parseAcceptLanguage('de-DE,es;q=0.8,en-US;q=0.9,fr;q=0')).toEqual(['en', 'es']);
    expect(parseAcceptLanguage('en-GB, es')).toEqual(['en', 'es']);
    expect(parseAcceptLanguage('*')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('takes the address prefix first, then the browser, then French, when no language was chosen', () => {
    expect(choosePageLanguage('/es/community', { acceptLanguage: 'en-US' })).toEqual({ language: 'es', redirectTo: null });
    expect(choosePageLanguage('/community', { acceptLanguage: 'en-US,en;q=0.9' })).toEqual({ language: 'en', redirectTo: null });
    expect(choosePageLanguage('/', { acceptLanguage: 'de-DE' })).toEqual({ language: 'fr', redirectTo: null });
    expect(choosePageLanguage('/support', {})).toEqual({ language: 'fr', redirectTo: null });
  });

  it('reads the language chosen in the menu from its cookie, and nothing else', () => {
    expect(readLanguageCookie('theme=dark; lang=es; other=1')).toBe('es');
    expect(readLanguageCookie('lang=de')).toBeNull();
    expect(readLanguageCookie('language=en')).toBeNull();
    expect(readLanguageCookie(undefined)).toBeNull();
  });

  it("puts a chosen language before the browser's, and moves an unprefixed page to its address in it", () => {
    // French chosen on an English browser: the unprefixed address is the French page.
    expect(choosePageLanguage('/community', { cookie: 'lang=fr', acceptLanguage: 'en-US' })).toEqual({
      language: 'fr',
      redirectTo: null,
    });
    // English chosen on a French browser: /community lives at /en/community, the query kept.
    expect(choosePageLanguage('/community?tab=events', { cookie: 'lang=en', acceptLanguage: 'fr-FR' })).toEqual({
      language: 'en',
      redirectTo: '/en/community?tab=events',
    });
    expect(choosePageLanguage('/', { cookie: 'lang=es' })).toEqual({ language: 'es', redirectTo: '/es' });
  });

  it("takes a member's saved language as their choice on a browser that made none, after the address and the menu", () => {
    // A French member on an English browser: the page is French, not English then switched.
    expect(choosePageLanguage('/feed', { acceptLanguage: 'en-US', saved: 'fr' })).toEqual({ language: 'fr', redirectTo: null });
    // A Spanish member: the unprefixed page lives at /es/….
    expect(choosePageLanguage('/feed', { acceptLanguage: 'fr-FR', saved: 'es' })).toEqual({ language: 'es', redirectTo: '/es/feed' });
    // The menu's choice on this browser and an explicit address still come first.
    expect(choosePageLanguage('/feed', { cookie: 'lang=fr', saved: 'en' })).toEqual({ language: 'fr', redirectTo: null });
    expect(choosePageLanguage('/en/feed', { saved: 'es' })).toEqual({ language: 'en', redirectTo: null });
  });

  it('lets an explicit address win over the choice, and never redirects to a page that does not exist', () => {
    expect(choosePageLanguage('/es/community', { cookie: 'lang=en' })).toEqual({ language: 'es', redirectTo: null });
    expect(choosePageLanguage('/en/feed', { cookie: 'lang=fr', acceptLanguage: 'fr' })).toEqual({ language: 'en', redirectTo: null });
    expect(choosePageLanguage('/no-such-page', { cookie: 'lang=en' })).toEqual({ language: 'en', redirectTo: null });
  });
});
