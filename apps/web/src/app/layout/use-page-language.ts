import { DEFAULT_LANGUAGE, findPageRoute, PAGE_SEO, splitLanguagePrefix, withLanguagePrefix } from '@la-meute/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage, readLanguageChoice, showLanguage } from '@/lib/i18n/i18n';

function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Keeps the interface language in step with the address: an /en or /es address names it; an
 * unprefixed one follows the language chosen in the menu (ADR 004), moving to /en/… or /es/… for
 * those (as the server does; the service worker answers without asking it). Keeps the description
 * in step with the page; each page sets its own title (lib/i18n/use-page-title.ts).
 */
export function usePageLanguageAndMeta() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const { language: pathLanguage, prefixed, path } = splitLanguagePrefix(pathname);

  useEffect(() => {
    if (prefixed) {
      void showLanguage(pathLanguage);
      return;
    }
    const chosen = readLanguageChoice();
    if (chosen && chosen !== DEFAULT_LANGUAGE && findPageRoute(path)) {
      void navigate(`${withLanguagePrefix(path, chosen)}${search}${hash}`, { replace: true });
    } else if (chosen) {
      void showLanguage(chosen);
    }
  }, [prefixed, pathLanguage, path, search, hash, navigate]);

  useEffect(() => {
    const route = findPageRoute(path);
    const seo = route ? (PAGE_SEO[route]?.[language] ?? PAGE_SEO[route]?.[DEFAULT_LANGUAGE]) : undefined;
    if (seo) setMetaDescription(seo.description);
  }, [path, language]);
}
