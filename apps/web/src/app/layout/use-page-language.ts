import { DEFAULT_LANGUAGE, findPageRoute, PAGE_SEO, splitLanguagePrefix } from '@la-meute/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { currentLanguage, i18n } from '@/lib/i18n';

const SITE_NAME = 'La Meute';

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
 * Keeps the interface language in step with an /en or /es address, and the document title and
 * description in step with the page (the server writes them for the first load).
 */
export function usePageLanguageAndMeta() {
  const { pathname } = useLocation();
  const language = currentLanguage();
  const { language: pathLanguage, prefixed, path } = splitLanguagePrefix(pathname);

  useEffect(() => {
    if (prefixed && pathLanguage !== currentLanguage()) void i18n.changeLanguage(pathLanguage);
  }, [prefixed, pathLanguage]);

  useEffect(() => {
    const route = findPageRoute(path);
    const seo = route ? (PAGE_SEO[route]?.[language] ?? PAGE_SEO[route]?.[DEFAULT_LANGUAGE]) : undefined;
    document.title = seo?.title ?? SITE_NAME;
    if (seo) setMetaDescription(seo.description);
  }, [path, language]);
}
