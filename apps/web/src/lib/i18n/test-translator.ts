import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import { createTranslator, type TFunction } from './translate';

const CATALOGUES = { fr, en, es };

/** The app's real translations in one language, for unit tests of texts. */
export async function translatorFor(language: 'fr' | 'en' | 'es'): Promise<TFunction> {
  return createTranslator(CATALOGUES[language], language);
}
