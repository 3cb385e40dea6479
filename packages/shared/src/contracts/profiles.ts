import { z } from 'zod';
import { withSchemas } from './endpoint';
import { memberSummarySchema } from './members';
import { PROFILE_API } from './profiles-routes';
import { PROFILE_VISIBILITIES, type PrivacySettings } from '../constants/profile';

/** SPEC §3 profile.privacy_settings, stored as they are named there. */
export const privacySettingsSchema = z.object({
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
  show_age: z.boolean(),
  show_location: z.boolean(),
  allow_messages: z.boolean(),
  show_online_status: z.boolean(),
}) satisfies z.ZodType<PrivacySettings>;

/** What anyone allowed to see a profile gets (user profile dialog, SPEC §2). */
export const publicProfileSchema = memberSummarySchema.extend({
  bio: z.string().nullable(),
  /** Null when the member hides it. */
  locationCity: z.string().nullable(),
  /** False when the member hides it. */
  online: z.boolean(),
  /**
   * True when the viewer and the member blocked one another (either way): only the name
   * is real, everything else is blank or the defaults.
   */
  limited: z.boolean().optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });

/** SPEC §3 user_connection: a request is created pending; later transitions come with Discover. */
export const createConnectionInputSchema = z.object({
  connectedUserId: z.string().min(1, 'validation.invalid'),
  connectionType: z.enum(['like', 'friend']).default('friend'),
});
export type CreateConnectionInput = z.input<typeof createConnectionInputSchema>;
export const connectionSchema = z.object({
  id: z.string(),
  connectedUserId: z.string(),
  connectionType: z.enum(['like', 'friend']),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.string(),
});
export const connectionResponseSchema = z.object({ connection: connectionSchema });

export const profileParamsSchema = z.object({ userId: z.string() });

/** The profiles API: each endpoint with what the server validates and answers. */
export const profileContract = withSchemas(PROFILE_API, {
  get: { params: profileParamsSchema, response: { 200: publicProfileResponseSchema } },
});
