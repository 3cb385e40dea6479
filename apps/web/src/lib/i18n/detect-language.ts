import { DEFAULT_LANGUAGE, isUiLanguage, LANGUAGE_STORAGE_KEY, readLanguageCookie, splitLanguagePrefix, type UiLanguage } from '@la-meute/shared';

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language to show, in ADR 004's order: an /en/… or /es/… address names its language
 * outright; on unprefixed (fr) addresses the language chosen in the menu (its cookie) comes next,
 * then SPEC §9's order: the browser's languages, the last one shown (localStorage), the html tag.
 * The first we speak wins (a region dropped: "en-GB" is English); French when none is.
 */
export function detectLanguageChoice(): UiLanguage {
  const { language, prefixed } = splitLanguagePrefix(window.location.pathname);
  const candidates = [
    prefixed ? language : null,
    readLanguageCookie(document.cookie),
    ...(navigator.languages ?? []),
    navigator.language,
    readStoredLanguage(),
    document.documentElement.getAttribute('lang'),
  ];
  for (const candidate of candidates) {
    const code = candidate?.split('-')[0]?.toLowerCase();
    if (isUiLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
