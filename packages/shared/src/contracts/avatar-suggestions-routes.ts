import { endpoint } from './endpoint';

export const AVATAR_SUGGESTION_API = {
  list: endpoint('GET', '/api/me/avatar-suggestions'),
  /** The chosen one (an AvatarChoice) becomes the profile photo. */
  choose: endpoint('POST', '/api/me/avatar-suggestions/:style'),
};
