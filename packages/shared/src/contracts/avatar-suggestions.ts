import { z } from 'zod';

/** SPEC §2 Generate AI Photos: the styles avatars are drawn in, each seeded by the profile. */
export const AVATAR_STYLES = ['lorelei', 'notionists', 'adventurer', 'personas', 'big-smile', 'bottts'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
/** The drawn styles, and 'ai': a portrait from the image-generation provider, when one is configured. */
export const AVATAR_CHOICES = [...AVATAR_STYLES, 'ai'] as const;
export type AvatarChoice = (typeof AVATAR_CHOICES)[number];

export const AVATAR_SUGGESTION_ROUTES = {
  list: '/api/me/avatar-suggestions',
  choose: (style: AvatarChoice) => `/api/me/avatar-suggestions/${style}`,
} as const;

export const avatarSuggestionSchema = z.object({
  style: z.enum(AVATAR_CHOICES),
  /** An SVG data URI (drawn ones, stored only once chosen) or the address of the generated portrait. */
  image: z.string(),
});
export const avatarSuggestionsSchema = z.object({ suggestions: z.array(avatarSuggestionSchema) });
export type AvatarSuggestion = z.infer<typeof avatarSuggestionSchema>;
export const avatarChosenSchema = z.object({ avatarUrl: z.string() });
