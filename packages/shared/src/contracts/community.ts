import { z } from 'zod';
import { EVENT_TYPES } from '../domain/event-time';
import { CHANNEL_API, COMMUNITY_API } from './community-routes';
import { withSchemas } from './endpoint';
import { memberSummarySchema } from './members';

export const communityStatsSchema = z.object({
  members: z.number().int().nonnegative(),
  /** Forum topics plus feed posts. */
  discussions: z.number().int().nonnegative(),
  /** Published events. */
  events: z.number().int().nonnegative(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

export const channelSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  channelType: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  messageCount: z.number().int().nonnegative(),
  /** Null when the channel has no message yet. */
  lastMessageAt: z.string().nullable(),
});
export type ChannelSummary = z.infer<typeof channelSummarySchema>;
export const channelListSchema = z.object({ channels: z.array(channelSummarySchema) });
export type ChannelList = z.infer<typeof channelListSchema>;

export const upcomingEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  eventDate: z.string(),
  /** IANA zone of the place: an in-person event is shown at its local time (domain/event-time.ts). */
  timeZone: z.string(),
  location: z.string().nullable(),
  eventType: z.enum(EVENT_TYPES),
  price: z.string(),
  participants: z.number().int().nonnegative(),
  maxParticipants: z.number().int().nullable(),
  tags: z.array(z.string()),
});
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;
export const upcomingEventListSchema = z.object({ events: z.array(upcomingEventSchema) });
export type UpcomingEventList = z.infer<typeof upcomingEventListSchema>;

export const memberCardSchema = memberSummarySchema.extend({
  xp: z.number().int().nonnegative(),
  /** Only when the member shows their location. */
  locationCity: z.string().nullable(),
  /** False when the member hides their online status. */
  online: z.boolean(),
  lastActiveAt: z.string(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;
export const memberCardListSchema = z.object({ members: z.array(memberCardSchema) });
export type MemberCardList = z.infer<typeof memberCardListSchema>;

export const listLimitQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(20).optional() });


export const communityContract = withSchemas(COMMUNITY_API, {
  stats: { response: { 200: communityStatsSchema } },
  recentMembers: { querystring: listLimitQuerySchema, response: { 200: memberCardListSchema } },
});

export const channelContract = withSchemas(CHANNEL_API, {
  list: { response: { 200: channelListSchema } },
});

/** SPEC §9: the landing shows 4 members and 3 events. */
export const LANDING_COUNTS = { members: 4, events: 3 } as const;
