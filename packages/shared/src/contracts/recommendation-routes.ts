import { endpoint } from './endpoint';

/**
 * Recommendations, apart from their schemas (ADR 011): the profile page's column reads these
 * endpoints and names on first render without pulling zod into its chunk; recommendations.ts joins
 * the schemas to them.
 */

/** SPEC §3 ai_recommendation.recommendation_type. */
export const RECOMMENDATION_TYPES = ['content_suggestion', 'match_optimization', 'engagement', 'community', 'activity', 'event'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/**
 * What a recommendation says, as a text key the client translates with its params (the reader's
 * language, not the engine's): `recommendations.template.<key>.title` and `.description`.
 */
export const RECOMMENDATION_TEMPLATES = [
  'match.nearbySharedInterest',
  'match.sharedInterest',
  'event.matchingThisWeek',
  'content.matchingPost',
  'engagement.addBio',
  'engagement.addInterests',
  'engagement.firstPost',
  'community.activeChannel',
  'activity.connectionRequests',
  'activity.unreadMessages',
] as const;
export type RecommendationTemplate = (typeof RECOMMENDATION_TEMPLATES)[number];

/** The suggestions' text keys: `recommendations.suggestion.<key>`. */
export const RECOMMENDATION_SUGGESTIONS = [
  'sayHello',
  'openDiscovery',
  'refineInterests',
  'register',
  'inviteFriend',
  'readPost',
  'comment',
  'shareIdea',
  'describeYourself',
  'mentionValues',
  'addThreeInterests',
  'addLanguages',
  'introduceYourself',
  'addHashtags',
  'readChannel',
  'joinConversation',
  'answerRequests',
  'visitProfiles',
  'replyMessages',
] as const;
export type RecommendationSuggestion = (typeof RECOMMENDATION_SUGGESTIONS)[number];

/** Template and suggestion params: names, counts, titles — interpolated into the translated text. */
export type RecommendationParams = Record<string, string | number>;

export const RECOMMENDATION_API = {
  /** The member's unseen recommendations (SPEC §7: priority then newest, limit 10). */
  list: endpoint('GET', '/api/recommendations'),
  /** Seen (SPEC §4 dismiss). */
  dismiss: endpoint('POST', '/api/recommendations/:id/dismiss'),
  /** Acted upon and seen; answers the in-app path it leads to. */
  apply: endpoint('POST', '/api/recommendations/:id/apply'),
};
