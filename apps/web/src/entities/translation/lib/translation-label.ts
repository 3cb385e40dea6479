import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@la-meute/shared';
import type { TFunction } from '@/lib/i18n/translate';

function isTranslationLanguage(value: string | null): value is TranslationLanguage {
  return (TRANSLATION_LANGUAGES as readonly (string | null)[]).includes(value);
}

/**
 * The note under a translated text ("Traduit de l'anglais"): each language's name in each interface
 * language (locale keys translation.from.<code>); a language the server could not tell stays unnamed.
 */
export function translatedFromLabel(t: TFunction, sourceLanguage: string | null): string {
  return isTranslationLanguage(sourceLanguage) ? t(`translation.from.${sourceLanguage}`) : t('translation.fromUnknown');
}
