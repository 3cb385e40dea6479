import type { UiLanguage } from '@la-meute/shared';
import type { Texts } from './translate';

// Each language's texts are their own chunk, loaded for that language only: a page in English
// never downloads the French catalogue (the default) beside it.
const LOADERS: Record<UiLanguage, () => Promise<{ default: Texts }>> = {
  fr: () => import('@/locales/fr.json'),
  en: () => import('@/locales/en.json'),
  es: () => import('@/locales/es.json'),
};

const loading = new Map<UiLanguage, Promise<Texts>>();

/** A language's texts, fetched once: the boot script may already have asked for them. */
export function loadLocale(language: UiLanguage): Promise<Texts> {
  let texts = loading.get(language);
  if (!texts) {
    texts = LOADERS[language]().then((module) => module.default);
    // A failed fetch (offline) may be tried again later.
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}
