import {
  extractHashtags,
  type RecommendationContent,
  type RecommendationSuggestion,
  type RecommendationType,
} from '@la-meute/shared';
import { excerptOf } from '../../lib/excerpt';

/** What the engine found out about a member and around them; the rules below only read it. */
export interface MemberFacts {
  member: { hasProfile: boolean; bio: string | null; interests: string[]; locationCity: string | null; hasPosted: boolean };
  /** The interest most other members share with the member (lower-cased), in their city when `city` is set. */
  sharedInterest: { interest: string; members: number; city: string | null } | null;
  upcomingEvents: { id: string; title: string; description: string | null; tags: string[] }[];
  recentPosts: { id: string; content: string }[];
  busiestUnvisitedChannel: { name: string; messages: number } | null;
  pendingRequests: { newestId: string; total: number } | null;
  unreadMessages: { newestId: string; conversations: number } | null;
}

export interface RecommendationDraft {
  recommendationType: RecommendationType;
  /** Names what is recommended: unique per member, so nothing is recommended twice (ever). */
  dedupeKey: string;
  target: string;
  /** Higher first. */
  priority: number;
  content: RecommendationContent;
}

/** Per run, so one busy week does not bury the other kinds. */
const MAX_EVENTS = 2;
const MAX_POSTS = 2;

const PRIORITY = { activity: 5, event: 4, match: 3, addInterests: 3, content: 2, community: 2, addBio: 2, firstPost: 1 } as const;

/** Lower-cased, accents and surrounding spaces removed: "Méditation " matches "meditation". */
export function normaliseTerm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The first interest the text speaks of: as a whole word or phrase of its words, or as one of its
 * hashtags (spaces dropped: "pleine conscience" is #pleineconscience).
 */
export function findMatchingInterest(interests: string[], text: string, tags: string[] = []): string | null {
  const words = ` ${normaliseTerm(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const hashtags = new Set([...tags, ...extractHashtags(text)].map((tag) => normaliseTerm(tag).replace(/[\s#]+/g, '')));
  for (const interest of interests) {
    const term = normaliseTerm(interest).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (!term) continue;
    if (words.includes(` ${term} `) || hashtags.has(term.replace(/ /g, ''))) return interest;
  }
  return null;
}

function content(template: RecommendationContent['template'], params: RecommendationContent['params'], suggestions: RecommendationSuggestion[]) {
  return { template, params, suggestions: suggestions.map((key) => ({ key, params: {} })) };
}

/** The member's own spelling of an interest the database answered lower-cased. */
function ownSpelling(interests: string[], lowered: string): string {
  return interests.find((interest) => normaliseTerm(interest) === normaliseTerm(lowered)) ?? lowered;
}

function matchRule({ member, sharedInterest }: MemberFacts): RecommendationDraft[] {
  if (!sharedInterest || sharedInterest.members < 1) return [];
  const interest = ownSpelling(member.interests, sharedInterest.interest);
  const suggestions: RecommendationSuggestion[] = ['sayHello', 'openDiscovery', 'refineInterests', 'addLanguages'];
  const { city } = sharedInterest;
  const draft = (dedupeKey: string, recommendation: RecommendationDraft['content']) => ({
    recommendationType: 'match_optimization' as const,
    dedupeKey,
    target: '/discovery',
    priority: PRIORITY.match,
    content: recommendation,
  });
  if (city) {
    const params = { count: sharedInterest.members, city, interest };
    return [draft(`match:${normaliseTerm(city)}:${normaliseTerm(interest)}`, content('match.nearbySharedInterest', params, suggestions))];
  }
  return [draft(`match:${normaliseTerm(interest)}`, content('match.sharedInterest', { count: sharedInterest.members, interest }, suggestions))];
}

function eventRule({ member, upcomingEvents }: MemberFacts): RecommendationDraft[] {
  const drafts: RecommendationDraft[] = [];
  for (const event of upcomingEvents) {
    const interest = findMatchingInterest(member.interests, `${event.title} ${event.description ?? ''}`, event.tags);
    if (!interest) continue;
    drafts.push({
      recommendationType: 'event',
      dedupeKey: `event:${event.id}`,
      target: `/events/${event.id}`,
      priority: PRIORITY.event,
      content: content('event.matchingThisWeek', { title: event.title, interest }, ['register', 'inviteFriend', 'refineInterests']),
    });
    if (drafts.length === MAX_EVENTS) break;
  }
  return drafts;
}

function contentRule({ member, recentPosts }: MemberFacts): RecommendationDraft[] {
  const drafts: RecommendationDraft[] = [];
  for (const post of recentPosts) {
    const interest = findMatchingInterest(member.interests, post.content);
    if (!interest) continue;
    drafts.push({
      recommendationType: 'content_suggestion',
      dedupeKey: `post:${post.id}`,
      target: `/post/${post.id}`,
      priority: PRIORITY.content,
      content: content('content.matchingPost', { interest, excerpt: excerptOf(post.content) }, ['readPost', 'comment', 'shareIdea']),
    });
    if (drafts.length === MAX_POSTS) break;
  }
  return drafts;
}

function engagementRule({ member }: MemberFacts): RecommendationDraft[] {
  const drafts: RecommendationDraft[] = [];
  const engagement = (key: string, target: string, priority: number, recommendation: RecommendationDraft['content']) =>
    drafts.push({ recommendationType: 'engagement', dedupeKey: `engagement:${key}`, target, priority, content: recommendation });
  if (member.interests.length === 0) {
    engagement('interests', '/profile', PRIORITY.addInterests, content('engagement.addInterests', {}, ['addThreeInterests', 'addLanguages']));
  }
  if (!member.bio?.trim()) {
    engagement('bio', '/profile', PRIORITY.addBio, content('engagement.addBio', {}, ['describeYourself', 'mentionValues']));
  }
  if (!member.hasPosted) {
    engagement('first-post', '/feed', PRIORITY.firstPost, content('engagement.firstPost', {}, ['introduceYourself', 'addHashtags']));
  }
  return drafts;
}

function communityRule({ busiestUnvisitedChannel: channel }: MemberFacts): RecommendationDraft[] {
  if (!channel) return [];
  return [
    {
      recommendationType: 'community',
      dedupeKey: `community:${channel.name}`,
      target: `/chat?${new URLSearchParams({ channel: channel.name }).toString()}`,
      priority: PRIORITY.community,
      content: content('community.activeChannel', { channel: channel.name, count: channel.messages }, ['readChannel', 'joinConversation']),
    },
  ];
}

// Keyed by the newest request or message: a later one is news again, the same one never is.
function activityRule({ pendingRequests, unreadMessages }: MemberFacts): RecommendationDraft[] {
  const drafts: RecommendationDraft[] = [];
  if (pendingRequests) {
    drafts.push({
      recommendationType: 'activity',
      dedupeKey: `activity:requests:${pendingRequests.newestId}`,
      target: '/discovery',
      priority: PRIORITY.activity,
      content: content('activity.connectionRequests', { count: pendingRequests.total }, ['answerRequests', 'visitProfiles']),
    });
  }
  if (unreadMessages) {
    drafts.push({
      recommendationType: 'activity',
      dedupeKey: `activity:unread:${unreadMessages.newestId}`,
      target: '/direct-messages',
      priority: PRIORITY.activity,
      content: content('activity.unreadMessages', { count: unreadMessages.conversations }, ['replyMessages']),
    });
  }
  return drafts;
}

/** Every recommendation the facts support, each kind by its rule; the engine drops those already made. */
export function draftRecommendations(facts: MemberFacts): RecommendationDraft[] {
  return [activityRule, eventRule, matchRule, contentRule, communityRule, engagementRule].flatMap((rule) => rule(facts));
}
