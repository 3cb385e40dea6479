import { z } from 'zod';
import { withSchemas } from './endpoint';
import { AVATAR_SUGGESTION_API } from './avatar-suggestions-routes';

/** SPEC §2 Generate AI Photos: the styles avatars are drawn in, each seeded by the profile. */
export const AVATAR_STYLES = ['lorelei', 'notionists', 'adventurer', 'personas', 'big-smile', 'bottts'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
/** The drawn styles, and 'ai': a portrait from the image-generation provider, when one is configured. */
export const AVATAR_CHOICES = [...AVATAR_STYLES, 'ai'] as const;
export type AvatarChoice = (typeof AVATAR_CHOICES)[number];

export const avatarSuggestionSchema = z.object({
  style: z.enum(AVATAR_CHOICES),
  /** An SVG data URI (drawn ones, stored only once chosen) or the address of the generated portrait. */
  image: z.string(),
});
export const avatarSuggestionsSchema = z.object({ suggestions: z.array(avatarSuggestionSchema) });
export type AvatarSuggestion = z.infer<typeof avatarSuggestionSchema>;
export const avatarChosenSchema = z.object({ avatarUrl: z.string() });

export const avatarChoiceParamsSchema = z.object({ style: z.enum(AVATAR_CHOICES, 'validation.invalid') });

/** The avatar suggestions API: each endpoint with what the server validates and answers. */
export const avatarSuggestionContract = withSchemas(AVATAR_SUGGESTION_API, {
  list: { response: { 200: avatarSuggestionsSchema } },
  choose: { params: avatarChoiceParamsSchema, response: { 200: avatarChosenSchema } },
});
