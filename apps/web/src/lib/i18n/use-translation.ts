import { useSyncExternalStore } from 'react';
import { translationStore, type Translation } from './i18n';

/**
 * The translator of the language shown (`t`), and the app's translations (`i18n`, its language):
 * the component renders again when either changes. The server renders with the same store.
 */
export function useTranslation(): Translation {
  return useSyncExternalStore(translationStore.subscribe, translationStore.read, translationStore.read);
}
