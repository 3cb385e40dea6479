import { endpoint } from './endpoint';

/** Someone's profile (the user profile dialog, SPEC §2). Connection requests: CONNECTION_API. */
export const PROFILE_API = {
  get: endpoint('GET', '/api/profiles/:userId'),
};
