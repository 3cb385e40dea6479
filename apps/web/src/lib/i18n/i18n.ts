import {
  DEFAULT_LANGUAGE,
  isUiLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  readLanguageCookie,
  splitLanguagePrefix,
  type UiLanguage,
} from '@la-meute/shared';
import { detectLanguageChoice } from './detect-language';
import { loadLocale } from './locale-loaders';
import { translateText, type TFunction, type Texts, type TranslateOptions, type TranslationKey } from './translate';

export type { TFunction, TranslationKey } from './translate';

// ADR 031: the app's own translator, over the locale files written for i18next's rules.
// Each language's catalogue once loaded (a page's own texts only, until loadAllTexts).
const catalogues = new Map<UiLanguage, Texts>();
let activeLanguage: UiLanguage = DEFAULT_LANGUAGE;

// A server-rendered page carries the texts its render looked up (page-texts.ts), so the app
// hydrates without downloading the whole catalogue first; the rest follows once the page is live.
let partialLanguage: UiLanguage | null = null;
let allTexts: Promise<void> | null = null;
// A text asked for meanwhile that the page did not carry (a page opened right away, a toast).
let missedWhilePartial = false;

// On the server: the keys the render under way looks up (recordTextLookups).
let lookups: Set<string> | null = null;

function noteMissingText(key: string, defaultValue?: string): string {
  if (partialLanguage) {
    missedWhilePartial = true;
    // Each costs the page a second render: a page's stories watch for it.
    console.warn(`A text the page did not carry was shown before its catalogue: ${key}`);
  }
  return defaultValue ?? key;
}

/** The translator for one language: reads its catalogue as it is then (completed or not). */
function translatorFor(language: UiLanguage): TFunction {
  const lookup = (key: string) => {
    const texts = catalogues.get(language);
    const text = texts && Object.hasOwn(texts, key) ? texts[key] : undefined;
    // Every text a render shows, a plural's forms tried included, is read here.
    if (lookups && text !== undefined) lookups.add(key);
    return text;
  };
  return (key: string, options?: TranslateOptions) => translateText(lookup, language, key, options, noteMissingText);
}

export interface Translation {
  t: TFunction;
  i18n: typeof i18n;
}

// What useTranslation reads: a new one each time the texts shown change, so every translated
// component renders again (a new language; the page's missing texts arriving).
let translation: Translation;
const listeners = new Set<() => void>();

function publishTranslation(): void {
  translation = { t: translatorFor(activeLanguage), i18n };
  for (const listener of listeners) listener();
}

/** useTranslation's store (useSyncExternalStore). */
export const translationStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  read: (): Translation => translation,
};

/** The active interface language, always one of UI_LANGUAGES (what the server accepts). */
export function currentLanguage(): UiLanguage {
  return activeLanguage;
}

async function loadLanguage(language: UiLanguage): Promise<void> {
  if (catalogues.has(language)) return;
  const texts = await loadLocale(language);
  // The page's partial catalogue may have been set meanwhile: the whole one completes it.
  catalogues.set(language, { ...catalogues.get(language), ...texts });
}

function switchLanguage(language: UiLanguage): void {
  activeLanguage = language;
  if (typeof document !== 'undefined') {
    // Written only when it changes: setting <html lang>, even to the same value, makes the browser
    // match every element's style again (a :lang() state), some 80 ms on a long page on a phone.
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
    // SPEC §9's detection order reads it (after the address, the choice and the browser).
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage refused (private mode): the cookie and the address still tell
    }
  }
  publishTranslation();
}

/** The app's translations outside components (toasts, error messages), always of the language shown. */
export const i18n = {
  get language(): UiLanguage {
    return activeLanguage;
  },
  t: ((key: string, options?: TranslateOptions) => translation.t(key as TranslationKey, options)) as TFunction,
  /** A language's texts, loaded before the app shows it (a new address in that language first). */
  loadLanguages: (language: UiLanguage): Promise<void> => loadLanguage(language),
};

/**
 * Shows the interface in `language`, once its texts are there. A language already shown is left
 * as it is: every translated component would render again for nothing.
 */
export async function showLanguage(language: UiLanguage): Promise<TFunction> {
  if (language === currentLanguage()) return translation.t;
  // Back to the page's own language while it still holds only the page's texts: all of them first.
  if (language === partialLanguage) await loadAllTexts();
  await loadLanguage(language);
  switchLanguage(language);
  return translation.t;
}

/** The language chosen in the language menu, kept in a cookie the server reads too (ADR 004). */
export function readLanguageChoice(): UiLanguage | null {
  return readLanguageCookie(document.cookie);
}

/** Remembers a language as this person's choice, for a year: it then wins over the browser's. */
export function storeLanguageChoice(language: UiLanguage): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE.name}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE.maxAgeSeconds}; SameSite=Lax${secure}`;
}

/**
 * In the browser: the language the server rendered the page in (ADR 009), else the detected one;
 * other languages load on demand. Resolves once that language's texts are ready.
 */
export async function startI18n(language?: UiLanguage, pageTexts?: Record<string, string>): Promise<void> {
  const shown = language ?? detectLanguageChoice();
  if (language && pageTexts) {
    // The page's texts, taken as that language's catalogue until loadAllTexts.
    catalogues.set(language, { ...pageTexts });
    partialLanguage = language;
  } else {
    await loadLanguage(shown);
  }
  switchLanguage(shown);
}

/**
 * Completes the page's language with the rest of its catalogue (a no-op when it has it all). Only
 * if a text was missing meanwhile does every translated component render again, once.
 */
export function loadAllTexts(): Promise<void> {
  const language = partialLanguage;
  if (!language) return Promise.resolve();
  allTexts ??= loadLocale(language).then((texts) => {
    catalogues.set(language, { ...texts });
    partialLanguage = null;
    if (missedWhilePartial && currentLanguage() === language) publishTranslation();
  });
  // Offline, say: tried again on the next call.
  allTexts.catch(() => {
    allTexts = null;
  });
  return allTexts;
}

/** After a server-rendered page has been hydrated, apply the detection order (ADR 004). */
export async function applyDetectedLanguage(): Promise<void> {
  if (splitLanguagePrefix(window.location.pathname).prefixed) return;
  await showLanguage(detectLanguageChoice());
}

/** On the server every language is bundled and a render is synchronous: one render, one language. */
export function startServerI18n(resources: Record<UiLanguage, Texts>): void {
  for (const [language, texts] of Object.entries(resources)) {
    if (isUiLanguage(language)) catalogues.set(language, texts);
  }
  publishTranslation();
}

/**
 * Texts a component shows only once the page is live (a connection's state): a server render
 * carries them with the page's own, so the app need not render the page again when they appear.
 * Called while rendering; nothing in the browser.
 */
export function carryPageTexts(...keys: TranslationKey[]): void {
  if (lookups) for (const key of keys) lookups.add(key);
}

/** Runs a synchronous render and says which text keys it found (server only). */
export function recordTextLookups<T>(render: () => T, into: Set<string>): T {
  lookups = into;
  try {
    return render();
  } finally {
    lookups = null;
  }
}

/** Switches the shared translator for the render that follows, without yielding (server only). */
export function setRenderLanguage(language: UiLanguage): void {
  if (!catalogues.has(language)) throw new Error(`The ${language} texts are not loaded`);
  if (language !== activeLanguage) switchLanguage(language);
}

publishTranslation();
