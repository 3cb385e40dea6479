import { z } from 'zod';
import { AGE } from '../constants/limits';
import { usernameSchema } from './auth';
import { levelNumberSchema, rankKeySchema } from './members';
import { privacySettingsSchema } from './profiles';
import { GENDERS, LOOKING_FOR, PROFILE_LIMITS, PROFILE_SYNC_FEATURES, RELATIONSHIP_STATUSES } from '../constants/profile';

/** An optional text: trimmed, and stored as null when left empty. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'profile.text_too_long')
    .nullish()
    .transform((value) => value || null);

/** SPEC §5: interests and languages are added trimmed if non-empty; each once, whatever its case. */
const tagList = z
  .array(z.string().trim().max(PROFILE_LIMITS.tag, 'profile.text_too_long'))
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
 * SPEC §2/§3 the member's own profile editor: one schema for the form and `PUT /api/me/profile`
 * (an upsert on user_id). Username and age are required; age is 18–120 (SPEC §5).
 */
export const profileInputSchema = z.object({
  username: usernameSchema,
  /** Empty: the username is shown instead. */
  displayName: optionalText(PROFILE_LIMITS.displayName),
  firstName: optionalText(PROFILE_LIMITS.name),
  lastName: optionalText(PROFILE_LIMITS.name),
  bio: optionalText(PROFILE_LIMITS.bio),
  age: z.coerce
    .number('profile.age_range')
    .int('profile.age_range')
    .min(AGE.min, 'profile.age_range')
    .max(AGE.max, 'profile.age_range'),
  gender: z.enum(GENDERS, 'validation.invalid').nullish().transform((value) => value ?? null),
  locationCity: optionalText(PROFILE_LIMITS.place),
  locationCountry: optionalText(PROFILE_LIMITS.place),
  lookingFor: z.enum(LOOKING_FOR, 'validation.invalid').default('all'),
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES, 'validation.invalid').nullish().transform((value) => value ?? null),
  interests: tagList,
  languages: tagList,
  occupation: optionalText(PROFILE_LIMITS.work),
  education: optionalText(PROFILE_LIMITS.work),
  privacySettings: privacySettingsSchema,
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileValues = z.output<typeof profileInputSchema>;

/** The member's own profile, everything in it (only its owner ever gets this). */
export const ownProfileSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  age: z.number().int(),
  gender: z.enum(GENDERS).nullable(),
  locationCity: z.string().nullable(),
  locationCountry: z.string().nullable(),
  lookingFor: z.enum(LOOKING_FOR),
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES).nullable(),
  interests: z.array(z.string()),
  languages: z.array(z.string()),
  occupation: z.string().nullable(),
  education: z.string().nullable(),
  photos: z.array(z.string()),
  privacySettings: privacySettingsSchema,
  level: levelNumberSchema,
  rank: rankKeySchema,
  updatedAt: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });

export const profileSyncResultSchema = z.object({
  syncedFeatures: z.number().int().nonnegative(),
  totalFeatures: z.number().int().nonnegative(),
  features: z.array(z.enum(PROFILE_SYNC_FEATURES)),
});
export type ProfileSyncResult = z.infer<typeof profileSyncResultSchema>;
