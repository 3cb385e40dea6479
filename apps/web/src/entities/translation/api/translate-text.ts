import { TRANSLATION_API, type TranslateInput, type Translation, type TranslationLanguage } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
// By path, not @/: its unit test runs without the alias (vitest.config.ts).
import { callApi } from '../../../lib/api/api-client';

// Keyed by the text itself: the same words under two posts are asked for once.
export const translationKeys = {
  all: ['translations'] as const,
  text: (text: string, targetLanguage: TranslationLanguage) => [...translationKeys.all, targetLanguage, text] as const,
};

/** SPEC §7 ai-translate: the text in `targetLanguage`, or the original (`translated: false`). */
export function translateText(input: TranslateInput): Promise<Translation> {
  return callApi(TRANSLATION_API.translate, { body: input });
}

export function translationQueryOptions(text: string, targetLanguage: TranslationLanguage) {
  return queryOptions({
    queryKey: translationKeys.text(text, targetLanguage),
    queryFn: () => translateText({ text, targetLanguage }),
    // A translation never changes: kept in memory while the page is open, so 'Voir l'original'
    // then 'Traduire' again (or the same text elsewhere) asks nothing more. The original back (a
    // provider failure) is not kept: the next 'Traduire' asks again.
    staleTime: (query) => (query.state.data?.translated === false ? 0 : Infinity),
    gcTime: 30 * 60 * 1000,
    // Provider failures already come back as the original; a retry would only spend the
    // member's per-minute allowance (429).
    retry: false,
  });
}

/** Asks for the translation only once `enabled` (the reader clicked 'Traduire'). */
export function useTranslateText(text: string, targetLanguage: TranslationLanguage, enabled: boolean) {
  return useQuery({ ...translationQueryOptions(text, targetLanguage), enabled });
}
