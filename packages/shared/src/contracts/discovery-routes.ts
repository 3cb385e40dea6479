/**
 * Discovery and connections, apart from their schemas (ADR 011): the /discovery page and the
 * connections panel read these addresses and lists without pulling zod into their chunk.
 */

/** SPEC §2 Discover People tabs; 'all' filters nothing, the others are SPEC §3 looking_for values. */
export const DISCOVERY_TABS = ['all', 'friendship', 'dating', 'networking', 'events'] as const;
export type DiscoveryTab = (typeof DISCOVERY_TABS)[number];

/** Where the viewer stands with a member: a request they sent, one they received, or connected. */
export const VIEWER_CONNECTION_STATUSES = ['none', 'pending-sent', 'pending-received', 'accepted'] as const;
export type ViewerConnectionStatus = (typeof VIEWER_CONNECTION_STATUSES)[number];

export const DISCOVERY_ROUTES = {
  list: '/api/discovery',
} as const;

export const CONNECTION_ROUTES = {
  /** GET the member's accepted connections; POST a request (the profile dialog's 'Ajouter'). */
  list: '/api/connections',
  /** The requests other members sent the member, still pending. */
  requests: '/api/connections/requests',
  accept: (id: string) => `/api/connections/${id}/accept`,
  decline: (id: string) => `/api/connections/${id}/decline`,
} as const;
