import { z } from 'zod';

/** SPEC §2 Generate AI Photos: the styles avatars are drawn in, each seeded by the profile. */
export const AVATAR_STYLES = ['lorelei', 'notionists', 'adventurer', 'personas', 'big-smile', 'bottts'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];

export const AVATAR_SUGGESTION_ROUTES = {
  list: '/api/me/avatar-suggestions',
  choose: (style: AvatarStyle) => `/api/me/avatar-suggestions/${style}`,
} as const;

export const avatarSuggestionSchema = z.object({
  style: z.enum(AVATAR_STYLES),
  /** An SVG data URI: shown as is, stored only once chosen. */
  image: z.string(),
});
export const avatarSuggestionsSchema = z.object({ suggestions: z.array(avatarSuggestionSchema) });
export type AvatarSuggestion = z.infer<typeof avatarSuggestionSchema>;
export const avatarChosenSchema = z.object({ avatarUrl: z.string() });
