import { createInstance, type TFunction } from 'i18next';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';

/** The app's real translations in one language, for unit tests of texts. */
export async function translatorFor(language: 'fr' | 'en' | 'es'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { fr: { translation: fr }, en: { translation: en }, es: { translation: es } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
