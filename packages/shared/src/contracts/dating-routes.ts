import { endpoint } from './endpoint';

export const DATING_API = {
  /** The member's saved preferences (defaults when never saved). */
  preferences: endpoint('GET', '/api/dating/preferences'),
  /** The Préférences form. */
  savePreferences: endpoint('PUT', '/api/dating/preferences'),
  /** The next profiles to decide on. */
  discover: endpoint('GET', '/api/dating/discover'),
  /** A like or a pass. */
  swipe: endpoint('POST', '/api/dating/swipes'),
  /** The member's matches ('Affinités'). */
  matches: endpoint('GET', '/api/dating/matches'),
  /** Unmatch: 204. */
  unmatch: endpoint('DELETE', '/api/dating/matches/:id'),
};
