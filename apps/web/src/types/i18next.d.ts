import 'i18next';
import type fr from '@/locales/fr.json';

// fr.json is the reference locale: a key missing there is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr };
    keySeparator: false;
    nsSeparator: false;
  }
}
