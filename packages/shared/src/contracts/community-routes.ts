import { endpoint } from './endpoint';

/**
 * The community API's endpoints, apart from their schemas (ADR 011): the landing and community
 * pages read these without pulling zod into their chunk; community.ts joins the schemas to them.
 */
export const COMMUNITY_API = {
  stats: endpoint('GET', '/api/community/stats'),
  /** ?limit= (1–20) */
  recentMembers: endpoint('GET', '/api/community/recent-members'),
};

/** The chat's channels, which the landing lists too. */
export const CHANNEL_API = {
  list: endpoint('GET', '/api/channels'),
};
