import { z } from 'zod';
import { languageSchema } from './auth';
import { withSchemas } from './endpoint';
import { ownProfileResponseSchema, ownProfileSchema, profileInputSchema, profileSyncResultSchema } from './profile-editor';
import { ME_API } from './me-routes';

/** The signed-in member's own settings: the interface language, saved on the account (ADR 004). */
export const updateLanguageInputSchema = z.object({ language: languageSchema });
export type UpdateLanguageInput = z.infer<typeof updateLanguageInputSchema>;

export const languageResponseSchema = z.object({ language: languageSchema });
export type LanguageResponse = z.infer<typeof languageResponseSchema>;

/** The member's own profile as the editor reads it: null when never saved (the form starts blank). */
export const ownProfileOrNullResponseSchema = z.object({ profile: ownProfileSchema.nullable() });

/** The member's own settings API: each endpoint with what the server validates and answers. */
export const meContract = withSchemas(ME_API, {
  language: { body: updateLanguageInputSchema, response: { 200: languageResponseSchema } },
  profile: { response: { 200: ownProfileOrNullResponseSchema } },
  saveProfile: { body: profileInputSchema, response: { 200: ownProfileResponseSchema } },
  syncProfile: { response: { 200: profileSyncResultSchema } },
});
