import { z } from 'zod';
import { languageSchema } from './auth';

/** The signed-in member's own settings: the interface language, saved on the account (ADR 004). */
export const updateLanguageInputSchema = z.object({ language: languageSchema });
export type UpdateLanguageInput = z.infer<typeof updateLanguageInputSchema>;

export const languageResponseSchema = z.object({ language: languageSchema });
export type LanguageResponse = z.infer<typeof languageResponseSchema>;

export const ME_ROUTES = {
  language: '/api/me/language',
} as const;
