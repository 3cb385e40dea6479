import type { UiLanguage } from '@la-meute/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentLanguage } from '@/lib/i18n/i18n';
import { loadLegalContent } from '../content/load-legal-content';

/** The legal feature's query-key factory. */
export const legalKeys = {
  all: ['legal'] as const,
  content: (language: UiLanguage) => [...legalKeys.all, 'content', language] as const,
};

/** The legal documents in the interface language, loaded once per language (ADR 005). */
export function useLegalContent() {
  // Subscribes to language changes; currentLanguage() then narrows to fr, en or es.
  useTranslation();
  const language = currentLanguage();
  const query = useQuery({
    queryKey: legalKeys.content(language),
    queryFn: () => loadLegalContent(language),
    // Static content shipped with the build: never stale while the page is open.
    staleTime: Infinity,
    // While another language loads, the current text stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
  return { ...query, language };
}
