import { DEFAULT_LANGUAGE, isUiLanguage, splitLanguagePrefix, type UiLanguage } from '@la-meute/shared';

/** The supported languages of an Accept-Language header, most wanted first. */
export function parseAcceptLanguage(header: string | undefined): UiLanguage[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0 && isUiLanguage(entry.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.language as UiLanguage))];
}

/**
 * The language a page is rendered in: the /en or /es prefix, else the browser's languages
 * (SPEC §9 puts them first), else French. The stored choice is the browser app's to apply.
 */
export function choosePageLanguage(pathname: string, acceptLanguage: string | undefined): UiLanguage {
  const { prefixed, language } = splitLanguagePrefix(pathname);
  if (prefixed) return language;
  return parseAcceptLanguage(acceptLanguage)[0] ?? DEFAULT_LANGUAGE;
}
