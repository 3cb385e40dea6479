import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, splitLanguagePrefix, UI_LANGUAGES, type UiLanguage } from '@la-meute/shared';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import fr from '@/locales/fr.json';

// fr is bundled because it is the default and the fallback (SPEC §9); the others load on demand.
const loaders: Record<UiLanguage, () => Promise<ResourceKey>> = {
  fr: () => Promise.resolve(fr),
  en: () => import('@/locales/en.json').then((module) => module.default),
  es: () => import('@/locales/es.json').then((module) => module.default),
};

export function isUiLanguage(value: string | undefined): value is UiLanguage {
  return (UI_LANGUAGES as readonly (string | undefined)[]).includes(value);
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isUiLanguage(language)) {
      callback(new Error(`Unsupported language ${language}`), false);
      return;
    }
    loaders[language]()
      .then((resources) => callback(null, resources))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

/** The active interface language, always one of UI_LANGUAGES (what the server accepts). */
export function currentLanguage(): UiLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isUiLanguage(language) ? language : DEFAULT_LANGUAGE;
}

// An /en/… or /es/… address names its language outright; unprefixed (fr) addresses fall through
// to the SPEC §9 order.
const pathDetector: CustomDetector = {
  name: 'pathPrefix',
  lookup: () => {
    const { language, prefixed } = splitLanguagePrefix(window.location.pathname);
    return prefixed ? language : undefined;
  },
};
const detector = new LanguageDetector();
detector.addDetector(pathDetector);

// Registered before init so the detected language also reaches <html lang>.
i18n.on('languageChanged', () => {
  document.documentElement.lang = currentLanguage();
});

void i18n
  .use(lazyLocales)
  .use(detector)
  .use(initReactI18next)
  .init({
    resources: { fr: { translation: fr } },
    partialBundledLanguages: true,
    supportedLngs: [...UI_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    // Locale files are flat ("auth.signIn.submit"): dots are part of the key, not a path.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    detection: {
      // SPEC §9: browser first, then the stored choice, then the html tag (after a URL prefix).
      order: ['pathPrefix', 'navigator', 'localStorage', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
    },
    react: { useSuspense: true },
  });

export { i18n };

/** Every key of the reference locale; other locales are held to the same set by a test. */
export type TranslationKey = keyof typeof fr;
