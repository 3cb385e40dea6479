import { endpoint } from './endpoint';

/**
 * Discovery and connections, apart from their schemas (ADR 011): the /discovery page and the
 * connections panel read these endpoints and lists without pulling zod into their chunk;
 * discovery.ts joins the schemas to them.
 */

/** SPEC §2 Discover People tabs; 'all' filters nothing, the others are SPEC §3 looking_for values. */
export const DISCOVERY_TABS = ['all', 'friendship', 'dating', 'networking', 'events'] as const;
export type DiscoveryTab = (typeof DISCOVERY_TABS)[number];

/** Where the viewer stands with a member: a request they sent, one they received, or connected. */
export const VIEWER_CONNECTION_STATUSES = ['none', 'pending-sent', 'pending-received', 'accepted'] as const;
export type ViewerConnectionStatus = (typeof VIEWER_CONNECTION_STATUSES)[number];

export const DISCOVERY_API = {
  /** One tab's cards (?lookingFor=&cursor=). */
  list: endpoint('GET', '/api/discovery'),
};

export const CONNECTION_API = {
  /** A request (Discover's and the profile dialog's 'Ajouter'). */
  request: endpoint('POST', '/api/connections'),
  /** The member's accepted connections. */
  list: endpoint('GET', '/api/connections'),
  /** The requests other members sent the member, still pending. */
  requests: endpoint('GET', '/api/connections/requests'),
  accept: endpoint('POST', '/api/connections/:id/accept'),
  decline: endpoint('POST', '/api/connections/:id/decline'),
};
