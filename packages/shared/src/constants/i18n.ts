// SPEC §9: interface languages; fr is default and fallback.
export const UI_LANGUAGES = ['fr', 'en', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'fr';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return (UI_LANGUAGES as readonly unknown[]).includes(value);
}

export const TRANSLATION_LANGUAGES = ['fr', 'en', 'es', 'it', 'de', 'pt', 'ru', 'zh', 'ja', 'ar'] as const;

export const ANONYMOUS_SESSION_STORAGE_KEY = 'anonymous_session';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * The language a person chose in the language menu (ADR 004): a cookie, so the server renders and
 * addresses their pages in it; it wins over the browser's language. Never set by detection alone.
 */
export const LANGUAGE_COOKIE = { name: 'lang', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

/** The language chosen in the language menu, read from a `Cookie` header or `document.cookie`. */
export function readLanguageCookie(cookies: string | undefined): UiLanguage | null {
  for (const part of cookies?.split(';') ?? []) {
    const [name, value] = part.split('=').map((item) => item.trim());
    if (name === LANGUAGE_COOKIE.name && isUiLanguage(value)) return value;
  }
  return null;
}
