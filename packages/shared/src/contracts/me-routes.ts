import { endpoint } from './endpoint';

export const ME_API = {
  language: endpoint('PATCH', '/api/me/language'),
  /** The signed-in member's own profile: GET it, PUT the editor's form. */
  profile: endpoint('GET', '/api/me/profile'),
  saveProfile: endpoint('PUT', '/api/me/profile'),
  /** SPEC §7 sync-profiles: POST, after a save ('Sync All'). */
  syncProfile: endpoint('POST', '/api/me/profile/sync'),
};
