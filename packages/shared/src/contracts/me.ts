import { z } from 'zod';
import { languageSchema } from './auth';
import { endpoint, withSchemas } from './endpoint';
import { ownProfileResponseSchema, ownProfileSchema, profileInputSchema, profileSyncResultSchema } from './profile-editor';

/** The signed-in member's own settings: the interface language, saved on the account (ADR 004). */
export const updateLanguageInputSchema = z.object({ language: languageSchema });
export type UpdateLanguageInput = z.infer<typeof updateLanguageInputSchema>;

export const languageResponseSchema = z.object({ language: languageSchema });
export type LanguageResponse = z.infer<typeof languageResponseSchema>;

/** The member's own profile as the editor reads it: null when never saved (the form starts blank). */
export const ownProfileOrNullResponseSchema = z.object({ profile: ownProfileSchema.nullable() });

export const ME_API = {
  language: endpoint('PATCH', '/api/me/language'),
  /** The signed-in member's own profile: GET it, PUT the editor's form. */
  profile: endpoint('GET', '/api/me/profile'),
  saveProfile: endpoint('PUT', '/api/me/profile'),
  /** SPEC §7 sync-profiles: POST, after a save ('Sync All'). */
  syncProfile: endpoint('POST', '/api/me/profile/sync'),
};

/** The member's own settings API: each endpoint with what the server validates and answers. */
export const meContract = withSchemas(ME_API, {
  language: { body: updateLanguageInputSchema, response: { 200: languageResponseSchema } },
  profile: { response: { 200: ownProfileOrNullResponseSchema } },
  saveProfile: { body: profileInputSchema, response: { 200: ownProfileResponseSchema } },
  syncProfile: { response: { 200: profileSyncResultSchema } },
});
