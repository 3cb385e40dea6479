import { endpoint } from './endpoint';

/** Block and mute: the API's endpoints (ADR 011: pages read them without the schemas). */
export const BLOCK_API = {
  /** The members the signed-in member blocked and muted. */
  list: endpoint('GET', '/api/blocks'),
  /** Block and unblock, both idempotent. */
  block: endpoint('PUT', '/api/blocks/:userId'),
  unblock: endpoint('DELETE', '/api/blocks/:userId'),
  /** Mute and unmute, both idempotent. */
  mute: endpoint('PUT', '/api/mutes/:userId'),
  unmute: endpoint('DELETE', '/api/mutes/:userId'),
};
