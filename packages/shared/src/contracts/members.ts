import { z } from 'zod';
import { LEVELS, RANK_KEYS } from '../constants/gamification';
import { MEMBER_API } from './conversation-routes';
import { withSchemas } from './endpoint';

/** A level is stored and sent as its number (1–10); each interface names it in its language. */
export const levelNumberSchema = z.number().int().min(1).max(LEVELS.length);
export const rankKeySchema = z.enum(RANK_KEYS);

/**
 * A person, as every payload that names one carries them: post and comment authors,
 * chat authors, the profile dialog, the community's members, the session user. The server builds
 * it in one place (modules/profiles/profile-visibility.ts), which applies the privacy settings.
 */
export const memberSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  level: levelNumberSchema,
  /** The badge rank of the member's XP (SPEC §4). */
  rank: rankKeySchema,
  /** Only in payloads that show presence, and false when the member hides it. */
  online: z.boolean().optional(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** The member picker (SPEC §2 /messages): other members whose name or username contains `q`. */
export const memberSearchQuerySchema = z.object({ q: z.string().trim().max(100, 'validation.invalid').optional() });
export const memberSummaryListSchema = z.object({ members: z.array(memberSummarySchema) });
export type MemberSummaryList = z.infer<typeof memberSummaryListSchema>;

export const memberContract = withSchemas(MEMBER_API, {
  search: { querystring: memberSearchQuerySchema, response: { 200: memberSummaryListSchema } },
});
