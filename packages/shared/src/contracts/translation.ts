import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '../constants/i18n';
import { withSchemas } from './endpoint';
import { TRANSLATION_API } from './translation-routes';


/** SPEC §9: the languages content can be translated into (constants/i18n.ts). */
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
/** The longest text translated at once (a post is at most 5,000 characters). */
export const TRANSLATION_MAX_LENGTH = 5000;

export const translateInputSchema = z.object({
  text: z.string().trim().min(1, 'validation.invalid').max(TRANSLATION_MAX_LENGTH, 'validation.invalid'),
  targetLanguage: z.enum(TRANSLATION_LANGUAGES, 'validation.invalid'),
});
export type TranslateInput = z.infer<typeof translateInputSchema>;

/** `translated` is false when the original comes back (same language, or the provider failed). */
export const translationSchema = z.object({
  text: z.string(),
  sourceLanguage: z.string().nullable(),
  targetLanguage: z.enum(TRANSLATION_LANGUAGES),
  translated: z.boolean(),
});
export type Translation = z.infer<typeof translationSchema>;

/** The translation API: what the server validates and answers. */
export const translationContract = withSchemas(TRANSLATION_API, {
  translate: { body: translateInputSchema, response: { 200: translationSchema } },
});
