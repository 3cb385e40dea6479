import {
  DEFAULT_LANGUAGE,
  isKnownPagePath,
  isUiLanguage,
  readLanguageCookie,
  splitLanguagePrefix,
  withLanguagePrefix,
  type UiLanguage,
} from '@la-meute/shared';

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

export interface PageLanguage {
  language: UiLanguage;
  /** Where the page lives in the chosen language, when it is not this address. */
  redirectTo: string | null;
}

/**
 * The language of a page (ADR 004): the /en or /es prefix names it; on an unprefixed address, the
 * language chosen in the menu, else the browser's (SPEC §9 puts it first), else French. The address
 * follows a choice: an unprefixed page asked for by someone who chose English is at /en/…. A
 * member's saved language is their choice on a browser that has none yet (it applies on every
 * device): their page is rendered in it, not in the browser's and then switched once live.
 */
export function choosePageLanguage(
  url: string,
  headers: { cookie?: string; acceptLanguage?: string; saved?: UiLanguage | null },
): PageLanguage {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const { prefixed, language: pathLanguage } = splitLanguagePrefix(pathname);
  if (prefixed) return { language: pathLanguage, redirectTo: null };

  // The language chosen in the menu: its `lang` cookie (ADR 004).
  const chosen = readLanguageCookie(headers.cookie) ?? headers.saved ?? null;
  if (chosen && chosen !== DEFAULT_LANGUAGE && isKnownPagePath(pathname)) {
    const query = queryStart === -1 ? '' : url.slice(queryStart);
    return { language: chosen, redirectTo: `${withLanguagePrefix(pathname, chosen)}${query}` };
  }
  return { language: chosen ?? parseAcceptLanguage(headers.acceptLanguage)[0] ?? DEFAULT_LANGUAGE, redirectTo: null };
}
