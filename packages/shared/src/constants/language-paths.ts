import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './i18n';

/** Languages served under a /{lang} prefix; fr, the default, lives at the root (SPEC §9 SEO). */
export const PREFIXED_LANGUAGES = UI_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Splits `/en/community` into `{ language: 'en', path: '/community' }`; no prefix means fr. */
export function splitLanguagePrefix(pathname: string): { language: UiLanguage; prefixed: boolean; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const candidate = match?.[1] as UiLanguage | undefined;
  if (candidate && (PREFIXED_LANGUAGES as readonly string[]).includes(candidate)) {
    return { language: candidate, prefixed: true, path: match?.[2] || '/' };
  }
  return { language: DEFAULT_LANGUAGE, prefixed: false, path: pathname };
}

/** The address of a page in a language: `/community` in en is `/en/community`, in fr `/community`. */
export function withLanguagePrefix(path: string, language: UiLanguage): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
