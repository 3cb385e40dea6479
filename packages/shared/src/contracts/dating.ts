import { z } from 'zod';
import { AGE, LIMITS } from '../constants/limits';
import { DATING_DECISIONS, DATING_DISTANCES } from '../constants/safety';
import { memberSummarySchema } from './members';
import { GENDERS, PROFILE_LIMITS } from '../constants/profile';
import { withSchemas } from './endpoint';
import { hasNoNulByte } from './storable-text';
import { DATING_API } from './dating-routes';

/** How many profiles one discover call hands out (the page shows them one at a time). */
export const DATING_BATCH = 10;

const age = z.coerce.number('profile.age_range').int('profile.age_range').min(AGE.min, 'profile.age_range').max(AGE.max, 'profile.age_range');

/** Like the profile editor's interests: trimmed, each once whatever its case, empty ones dropped. */
const interestList = z
  .array(z.string().trim().max(PROFILE_LIMITS.tag, 'profile.text_too_long').refine(hasNoNulByte, 'validation.invalid'))
  .max(PROFILE_LIMITS.tags, 'profile.too_many_tags')
  .default([])
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/**
 * The Préférences form and `PUT /api/dating/preferences` (SPEC §5 ages 18–120). No gender chosen
 * means every gender; no interest chosen means no interest filter.
 */
export const datingPreferencesInputSchema = z
  .object({
    minAge: age,
    maxAge: age,
    genders: z
      .array(z.enum(GENDERS, 'validation.invalid'))
      .max(GENDERS.length, 'validation.invalid')
      .default([])
      .transform((list) => [...new Set(list)]),
    distance: z.enum(DATING_DISTANCES, 'validation.invalid').default('any'),
    interests: interestList,
    /** 'Masquer mon profil des rencontres'. */
    hidden: z.boolean().default(false),
  })
  .refine((value) => value.minAge <= value.maxAge, { message: 'dating.age_order', path: ['maxAge'] });
export type DatingPreferencesInput = z.input<typeof datingPreferencesInputSchema>;
export type DatingPreferencesValues = z.output<typeof datingPreferencesInputSchema>;

export const datingPreferencesSchema = z.object({
  minAge: z.number().int(),
  maxAge: z.number().int(),
  genders: z.array(z.enum(GENDERS)),
  distance: z.enum(DATING_DISTANCES),
  interests: z.array(z.string()),
  hidden: z.boolean(),
});
export type DatingPreferences = z.infer<typeof datingPreferencesSchema>;
export const datingPreferencesResponseSchema = z.object({ preferences: datingPreferencesSchema });

/** A dating profile card (SPEC §3 dating profile), with the member's privacy applied by the server. */
export const datingCardSchema = memberSummarySchema.extend({
  online: z.boolean(),
  /** Null when the member hides it (show_age). */
  age: z.number().int().nullable(),
  /** Null when the member hides it (show_location) or has none. */
  locationCity: z.string().nullable(),
  bio: z.string().nullable(),
  interests: z.array(z.string()).max(LIMITS.cardInterests),
  moreInterests: z.number().int().min(0),
  /** packages/shared/src/domain/compatibility.ts, as a whole percentage. */
  compatibility: z.number().int().min(0).max(100),
});
export type DatingCard = z.infer<typeof datingCardSchema>;

/**
 * GET /api/dating/discover. `cycling`: nobody new is left, these are profiles the member passed on
 * before (oldest decision first). `hidden`: the member hides themselves, so they see nobody either.
 */
export const datingDiscoverSchema = z.object({
  profiles: z.array(datingCardSchema).max(DATING_BATCH),
  cycling: z.boolean(),
  hidden: z.boolean(),
});
export type DatingDiscover = z.infer<typeof datingDiscoverSchema>;

export const datingSwipeInputSchema = z.object({
  targetId: z.string().trim().min(1, 'validation.invalid').max(100, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid'),
  decision: z.enum(DATING_DECISIONS, 'validation.invalid'),
});
export type DatingSwipeInput = z.input<typeof datingSwipeInputSchema>;

/** A match ('Affinité'), seen from the member: the other one. */
export const datingMatchSchema = z.object({
  id: z.string(),
  member: datingCardSchema,
  matchedAt: z.string(),
});
export type DatingMatch = z.infer<typeof datingMatchSchema>;

export const datingSwipeResultSchema = z.object({
  matched: z.boolean(),
  match: datingMatchSchema.optional(),
});
export type DatingSwipeResult = z.infer<typeof datingSwipeResultSchema>;

export const datingMatchListSchema = z.object({ matches: z.array(datingMatchSchema) });
export type DatingMatchList = z.infer<typeof datingMatchListSchema>;

/** A match id; an unknown or malformed one answers 404 `dating.not_matched`. */
export const datingMatchParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const datingContract = withSchemas(DATING_API, {
  preferences: { response: { 200: datingPreferencesResponseSchema } },
  savePreferences: { body: datingPreferencesInputSchema, response: { 200: datingPreferencesResponseSchema } },
  discover: { response: { 200: datingDiscoverSchema } },
  swipe: { body: datingSwipeInputSchema, response: { 200: datingSwipeResultSchema } },
  matches: { response: { 200: datingMatchListSchema } },
  unmatch: { params: datingMatchParamsSchema },
});
