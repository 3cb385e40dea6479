import { splitLanguagePrefix, withLanguagePrefix } from '@la-meute/shared';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

/**
 * Internal links keep the language prefix of the current address (/en/…, /es/…), so a visitor
 * who arrived on /en/community stays in the English pages. Use it for every internal link.
 */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { language, prefixed } = splitLanguagePrefix(pathname);
  return useCallback((path: string) => (prefixed ? withLanguagePrefix(path, language) : path), [language, prefixed]);
}
