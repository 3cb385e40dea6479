import type { FastifyBaseLogger } from 'fastify';
import type { RecommendationPhraser } from './recommendation-phraser';
import { draftRecommendations, type MemberFacts, type RecommendationDraft } from './recommendation-rules';
import type { RecommendationsRepository } from './recommendations.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Un atelier cette semaine": events of the next 7 days. */
const EVENT_HORIZON_MS = 7 * DAY_MS;
/** Posts recent enough to still be worth reading. */
const POST_WINDOW_MS = 7 * DAY_MS;
/** SPEC §7 counts the chat's messages of the last 24 h: "the most active channel" uses the same window. */
const CHANNEL_WINDOW_MS = DAY_MS;
const EVENTS_READ = 50;
const POSTS_READ = 100;

/**
 * The local recommendation engine: reads a member's profile and the activity around
 * them, drafts what the rules support and stores what is new. Safe to run any number of times,
 * concurrently too: the (user_id, dedupe_key) index keeps one row per recommended thing.
 */
export function createRecommendationEngine(deps: {
  repository: RecommendationsRepository;
  phraser: RecommendationPhraser | null;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { repository, phraser, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function gatherFacts(userId: string): Promise<(MemberFacts & { language: string }) | null> {
    const member = await repository.findMember(userId);
    if (!member) return null;
    const at = now();
    // As the database compares them: lower-cased and trimmed (accents are the member's spelling).
    const interests = [...new Set(member.interests.map((interest) => interest.trim().toLowerCase()).filter(Boolean))];
    const city = member.locationCity?.trim() || null;
    const [sharedNearby, upcomingEvents, recentPosts, busiestUnvisitedChannel, pendingRequests, unreadMessages] = await Promise.all([
      interests.length > 0 && city ? repository.findSharedInterest(userId, interests, city) : null,
      interests.length > 0 ? repository.listUpcomingEvents(userId, at, new Date(at.getTime() + EVENT_HORIZON_MS), EVENTS_READ) : [],
      interests.length > 0 ? repository.listRecentPosts(userId, new Date(at.getTime() - POST_WINDOW_MS), POSTS_READ) : [],
      repository.findBusiestUnvisitedChannel(userId, new Date(at.getTime() - CHANNEL_WINDOW_MS)),
      repository.findPendingRequests(userId),
      repository.findUnreadMessages(userId),
    ]);
    // Nobody nearby: members anywhere who share an interest are still worth meeting.
    const sharedAnywhere = !sharedNearby && interests.length > 0 ? await repository.findSharedInterest(userId, interests, null) : null;
    const shared = sharedNearby ? { ...sharedNearby, city } : sharedAnywhere ? { ...sharedAnywhere, city: null } : null;
    return {
      language: member.language,
      member: { ...member, hasProfile: Boolean(member.hasProfile), hasPosted: Boolean(member.hasPosted) },
      sharedInterest: shared,
      upcomingEvents,
      recentPosts,
      busiestUnvisitedChannel,
      pendingRequests,
      unreadMessages,
    };
  }

  /** The AI adapter phrases only what is new; a failure (null) keeps the template. */
  async function phrase(draft: RecommendationDraft, language: string): Promise<RecommendationDraft> {
    if (!phraser) return draft;
    const phrased = await phraser.phrase({ recommendationType: draft.recommendationType, content: draft.content, language });
    if (!phrased) {
      logger.warn({ template: draft.content.template }, 'Recommendation kept its template: the AI adapter did not phrase it');
      return draft;
    }
    return { ...draft, content: { ...draft.content, ...phrased, language } };
  }

  return {
    /** Writes the member's new recommendations; returns how many this run stored. */
    async run(userId: string): Promise<number> {
      const facts = await gatherFacts(userId);
      if (!facts) return 0;
      const existing = await repository.listDedupeKeys(userId);
      const fresh = draftRecommendations(facts).filter((draft) => !existing.has(draft.dedupeKey));
      if (fresh.length === 0) return 0;
      const drafts = await Promise.all(fresh.map((draft) => phrase(draft, facts.language)));
      return repository.insertMany(drafts.map((draft) => ({ ...draft, userId })));
    },
  };
}

export type RecommendationEngine = ReturnType<typeof createRecommendationEngine>;
