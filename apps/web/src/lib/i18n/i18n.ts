import {
  DEFAULT_LANGUAGE,
  isUiLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  readLanguageCookie,
  splitLanguagePrefix,
  UI_LANGUAGES,
  type UiLanguage,
} from '@la-meute/shared';
import i18n, { type BackendModule, type InitOptions, type ResourceKey, type TFunction } from 'i18next';
import type { CustomDetector } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type fr from '@/locales/fr.json';
import { loadLocale } from './locale-loaders';

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isUiLanguage(language)) {
      callback(new Error(`Unsupported language ${language}`), false);
      return;
    }
    loadLocale(language)
      .then((resources) => callback(null, resources))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

/** The active interface language, always one of UI_LANGUAGES (what the server accepts). */
export function currentLanguage(): UiLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isUiLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Shows the interface in `language`. i18next announces a change even to the language already
 * shown, and every translated component then renders again: the one way to switch skips that.
 */
export async function showLanguage(language: UiLanguage): Promise<TFunction> {
  if (language === currentLanguage()) return i18n.t;
  // Back to the page's own language while it still holds only the page's texts: all of them first.
  if (language === partialLanguage) await loadAllTexts();
  return i18n.changeLanguage(language);
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

// An /en/… or /es/… address names its language outright; on unprefixed (fr) addresses a language
// chosen in the menu comes next, then the SPEC §9 order.
const pathDetector: CustomDetector = {
  name: 'pathPrefix',
  lookup: () => {
    const { language, prefixed } = splitLanguagePrefix(window.location.pathname);
    return prefixed ? language : undefined;
  },
};
/**
 * The browser's detector, a chunk of its own: a server-rendered page names its language, so the
 * detector is needed only once the page is live (applyDetectedLanguage), or to open the plain shell.
 */
async function loadDetector() {
  const { default: LanguageDetector } = await import('i18next-browser-languagedetector');
  const detector = new LanguageDetector();
  detector.addDetector(pathDetector);
  return detector;
}

const INIT_OPTIONS = {
  supportedLngs: [...UI_LANGUAGES],
  // French (SPEC §9's default) stands in for a language we do not speak. A language we speak needs
  // no fallback, so its page loads its own texts only: every key exists in every language (a
  // test holds them to the same set).
  fallbackLng: (code: string | undefined) => (code && isUiLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
  load: 'languageOnly',
  // Locale files are flat ("auth.signIn.submit"): dots are part of the key, not a path.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  detection: {
    // ADR 004: the address, then the choice made in the menu; SPEC §9's order (browser, the
    // i18nextLng key, the html tag) applies only when no choice was ever made.
    order: ['pathPrefix', 'cookie', 'navigator', 'localStorage', 'htmlTag'],
    lookupCookie: LANGUAGE_COOKIE.name,
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    // Only an explicit choice writes the cookie (storeLanguageChoice), never a detection.
    caches: ['localStorage'],
    convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
  },
  react: { useSuspense: true },
} satisfies InitOptions;

// A server-rendered page carries the texts its render looked up (page-texts.ts), so the app
// hydrates without downloading the whole catalogue first; the rest follows once the page is live.
let partialLanguage: UiLanguage | null = null;
let allTexts: Promise<void> | null = null;
// A text asked for meanwhile that the page did not carry (a page opened right away, a toast).
let missedWhilePartial = false;

function noteMissingText(key: string, defaultValue?: string): string {
  if (partialLanguage) {
    missedWhilePartial = true;
    // Each costs the page a second render: a page's stories watch for it.
    console.warn(`A text the page did not carry was shown before its catalogue: ${key}`);
  }
  return defaultValue ?? key;
}

/**
 * In the browser: the language the server rendered the page in (ADR 009), else the detected one;
 * other languages load on demand. Resolves once that language's texts are ready.
 */
export async function startI18n(language?: UiLanguage, pageTexts?: Record<string, string>): Promise<void> {
  // Registered before init so the detected language also reaches <html lang>.
  // Written only when it changes: setting <html lang>, even to the same value, makes the browser
  // match every element's style again (a :lang() state), some 80 ms on a long page on a phone.
  i18n.on('languageChanged', () => {
    const language = currentLanguage();
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  });
  const detector = language ? null : await loadDetector();
  if (detector) i18n.use(detector);
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      ...INIT_OPTIONS,
      lng: language,
      parseMissingKeyHandler: noteMissingText,
      // The page's texts, taken as that language's whole bundle until loadAllTexts; every other
      // language still loads on demand through the backend.
      ...(language && pageTexts
        ? { resources: { [language]: { translation: pageTexts } }, partialBundledLanguages: true }
        : {}),
    });
  if (language && pageTexts) partialLanguage = language;
}

/**
 * Completes the page's language with the rest of its catalogue (a no-op when it has it all). Only
 * if a text was missing meanwhile does every translated component render again, once.
 */
export function loadAllTexts(): Promise<void> {
  const language = partialLanguage;
  if (!language) return Promise.resolve();
  allTexts ??= loadLocale(language).then((texts) => {
    i18n.addResourceBundle(language, 'translation', texts, true, true);
    partialLanguage = null;
    if (missedWhilePartial && currentLanguage() === language) i18n.emit('languageChanged', language);
  });
  // Offline, say: tried again on the next call.
  allTexts.catch(() => {
    allTexts = null;
  });
  return allTexts;
}

/** After a server-rendered page has been hydrated, apply the detection order (ADR 004). */
export async function applyDetectedLanguage(): Promise<void> {
  if (!i18n.services.languageDetector) {
    // Set up as i18next does for a detector given at start, which then keeps each language shown.
    const detector = await loadDetector();
    detector.init(i18n.services, i18n.options.detection);
    i18n.services.languageDetector = detector;
    detector.cacheUserLanguage(currentLanguage());
  }
  if (splitLanguagePrefix(window.location.pathname).prefixed) return;
  // The detector's candidates, the first supported one kept, as i18next itself chooses.
  const detected = i18n.services.languageDetector?.detect();
  const best = detected ? i18n.services.languageUtils.getBestMatchFromCodes(detected) : undefined;
  if (best && isUiLanguage(best)) await showLanguage(best);
}

type ResourceLookup = (language: string, namespace: string, key?: unknown, options?: object) => unknown;

// On the server: the keys the render under way looks up (recordTextLookups).
let lookups: Set<string> | null = null;

/** On the server every language is bundled and init is synchronous: one render, one language. */
export function startServerI18n(resources: Record<UiLanguage, ResourceKey>): void {
  void i18n.use(initReactI18next).init({
    ...INIT_OPTIONS,
    lng: DEFAULT_LANGUAGE,
    initAsync: false,
    resources: Object.fromEntries(Object.entries(resources).map(([code, texts]) => [code, { translation: texts }])),
  });
  // Every text a render shows, a plural's forms tried included, is read through the store.
  // (Its typings leave the method out.)
  const store = i18n.services.resourceStore as unknown as { getResource: ResourceLookup };
  const getResource = store.getResource.bind(store);
  store.getResource = (language, namespace, key, options) => {
    const found = getResource(language, namespace, key, options);
    if (lookups && found !== undefined && typeof key === 'string') lookups.add(key);
    return found;
  };
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

/** Switches the shared instance for the render that follows, without yielding (server only). */
export function setRenderLanguage(language: UiLanguage): void {
  void showLanguage(language);
  if (currentLanguage() !== language) throw new Error(`The ${language} texts are not loaded`);
}

export { i18n };

/** Every key of the reference locale; other locales are held to the same set by a test. */
export type TranslationKey = keyof typeof fr;
