import { z } from 'zod';

/** What anyone allowed to see a profile gets (user profile dialog, SPEC §2). */
export const publicProfileSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  levelName: z.string(),
  /** Null when the member hides it. */
  locationCity: z.string().nullable(),
  online: z.boolean(),
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

export const PROFILE_ROUTES = {
  byUserId: (userId: string) => `/api/profiles/${userId}`,
  connections: '/api/connections',
} as const;
