import { z } from 'zod';
import { cursorSchema, nextCursorSchema } from './cursor-page';
import { LIMITS } from '../constants/limits';
import { CONNECTION_API, DISCOVERY_API, DISCOVERY_TABS, VIEWER_CONNECTION_STATUSES } from './discovery-routes';
import { withSchemas } from './endpoint';
import { memberSummarySchema } from './members';
import { connectionResponseSchema, createConnectionInputSchema } from './profiles';
import { LOOKING_FOR } from '../constants/profile';

/** GET /api/discovery: one tab of SPEC §2 Discover People, page by page. */
export const discoveryQuerySchema = z.object({
  lookingFor: z.enum(DISCOVERY_TABS).default('all'),
  cursor: cursorSchema.optional(),
});
export type DiscoveryQuery = z.input<typeof discoveryQuerySchema>;

/**
 * A profile card (SPEC §2, §9 'card shows 3 interests plus count'). Built by the server with the
 * member's privacy applied: age and city are null when hidden, private profiles never appear.
 */
export const discoveryCardSchema = memberSummarySchema.extend({
  /** False when the member hides it (show_online_status). */
  online: z.boolean(),
  /** Null when the member hides it (show_age). */
  age: z.number().int().nullable(),
  /** Null when the member hides it (show_location) or has none. */
  locationCity: z.string().nullable(),
  /** The first interests only; `moreInterests` counts the rest (the "+N"). */
  interests: z.array(z.string()).max(LIMITS.cardInterests),
  moreInterests: z.number().int().min(0),
  lookingFor: z.enum(LOOKING_FOR),
  /** packages/shared/src/domain/compatibility.ts, as a whole percentage. */
  compatibility: z.number().int().min(0).max(100),
  connection: z.enum(VIEWER_CONNECTION_STATUSES),
});
export type DiscoveryCard = z.infer<typeof discoveryCardSchema>;

export const discoveryPageSchema = z.object({
  profiles: z.array(discoveryCardSchema).max(LIMITS.discovery),
  nextCursor: nextCursorSchema,
});
export type DiscoveryPage = z.infer<typeof discoveryPageSchema>;

/** A pending request another member sent the viewer. */
export const incomingConnectionRequestSchema = z.object({
  id: z.string(),
  from: memberSummarySchema,
  createdAt: z.string(),
});
export type IncomingConnectionRequest = z.infer<typeof incomingConnectionRequestSchema>;
export const incomingConnectionRequestListSchema = z.object({ requests: z.array(incomingConnectionRequestSchema) });
export type IncomingConnectionRequestList = z.infer<typeof incomingConnectionRequestListSchema>;

/** An accepted connection, seen from the viewer: the other member. */
export const acceptedConnectionSchema = z.object({
  id: z.string(),
  member: memberSummarySchema,
  createdAt: z.string(),
});
export type AcceptedConnection = z.infer<typeof acceptedConnectionSchema>;
export const acceptedConnectionListSchema = z.object({ connections: z.array(acceptedConnectionSchema) });
export type AcceptedConnectionList = z.infer<typeof acceptedConnectionListSchema>;

/** POST /api/connections/:id/accept and /decline: the request, addressed to the viewer. */
export const connectionParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type ConnectionParams = z.infer<typeof connectionParamsSchema>;

/** The discovery API: each endpoint with what the server validates and answers. */
export const discoveryContract = withSchemas(DISCOVERY_API, {
  list: { querystring: discoveryQuerySchema, response: { 200: discoveryPageSchema } },
});

/** The connections API: each endpoint with what the server validates and answers. */
export const connectionContract = withSchemas(CONNECTION_API, {
  // 201 for a new request; 200 for the pair's existing one (or theirs, now accepted).
  request: { body: createConnectionInputSchema, response: { 200: connectionResponseSchema, 201: connectionResponseSchema } },
  list: { response: { 200: acceptedConnectionListSchema } },
  requests: { response: { 200: incomingConnectionRequestListSchema } },
  accept: { params: connectionParamsSchema, response: { 200: connectionResponseSchema } },
  decline: { params: connectionParamsSchema, response: { 200: connectionResponseSchema } },
});
