import { splitLanguagePrefix, withLanguagePrefix, type UiLanguage } from '@la-meute/shared';
import type { TFunction } from './translate';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { i18n, showLanguage, storeLanguageChoice } from './i18n';

/**
 * Internal links keep the language prefix of the current address (/en/…, /es/…), so a visitor
 * who arrived on /en/community stays in the English pages. Use it for every internal link.
 */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { language, prefixed } = splitLanguagePrefix(pathname);
  return useCallback((path: string) => (prefixed ? withLanguagePrefix(path, language) : path), [language, prefixed]);
}

/**
 * Makes a language this person's choice (ADR 004): remembered, applied, and the address moved to
 * the page's own in it (/en/…, /es/…, unprefixed for French). Resolves with the new language's t.
 */
export function useLanguageChoice(): (language: UiLanguage) => Promise<TFunction> {
  const navigate = useNavigate();
  return useCallback(
    async (language: UiLanguage) => {
      storeLanguageChoice(language);
      // The texts first, so the new address never shows the old language.
      await i18n.loadLanguages(language);
      // Read now, not when the choice was made: the app may have moved meanwhile (after a sign-in).
      const { pathname, search, hash } = window.location;
      const target = withLanguagePrefix(splitLanguagePrefix(pathname).path, language);
      // Not a new page: Back leads where it led before.
      if (target !== pathname) await navigate(`${target}${search}${hash}`, { replace: true });
      return showLanguage(language);
    },
    [navigate],
  );
}
