import {
  AGE,
  compatibilityWith,
  DATING_BATCH,
  LIMITS,
  PAGE_ROUTES,
  toCompatibilityProfile,
  type DatingCard,
  type DatingDecision,
  type DatingDiscover,
  type DatingMatch,
  type DatingPreferencesValues,
  type DatingSwipeResult,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { toMemberSummary } from '../profiles/profile-visibility';
import type { EventBus } from '../../lib/event-bus';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DatingCardRow, DatingRepository } from './dating.repository';

export const DEFAULT_DATING_PREFERENCES: DatingPreferencesValues = {
  minAge: AGE.min,
  maxAge: AGE.max,
  genders: [],
  distance: 'any',
  interests: [],
  hidden: false,
};

/** A new match opens the Dating page on its 'Affinités' tab: the member's first wish is to see who it is. */
const MATCHES_LINK = `${PAGE_ROUTES.dating}?tab=matches`;

/** Scores rows against the viewer, whose own compatibility input is built once per request. */
function scoreAgainst(viewer: DatingCardRow | null) {
  const scoreWith = viewer ? compatibilityWith(toCompatibilityProfile(viewer, { own: true })) : null;
  return (row: DatingCardRow) => (scoreWith ? scoreWith(toCompatibilityProfile(row)) : 0);
}

function toCard(row: DatingCardRow, viewerId: string, compatibility: number): DatingCard {
  const summary = toMemberSummary(row, { id: viewerId });
  return {
    ...summary,
    age: row.privacySettings.show_age ? row.age : null,
    bio: row.bio,
    interests: row.interests.slice(0, LIMITS.cardInterests),
    moreInterests: Math.max(0, row.interests.length - LIMITS.cardInterests),
    compatibility,
  };
}

/** /dating made real — preferences, discover, likes and passes, matches. */
export function createDatingService(deps: { repository: DatingRepository; events: Pick<EventBus, 'emit'>; notifications: Pick<NotificationsService, 'notify'> }) {
  const { repository } = deps;

  async function preferencesOf(userId: string): Promise<DatingPreferencesValues> {
    return (await repository.findPreferences(userId)) ?? DEFAULT_DATING_PREFERENCES;
  }

  return {
    getPreferences: preferencesOf,

    async savePreferences(userId: string, values: DatingPreferencesValues): Promise<DatingPreferencesValues> {
      await repository.savePreferences(userId, values);
      return values;
    },

    /**
     * The next profiles, best compatibility first; profiles already decided on never come back,
     * except passes once nobody new is left (`cycling`, oldest decision first). A member who hides
     * themselves sees nobody either (`hidden`): dating is mutual.
     */
    async discover(viewerId: string): Promise<DatingDiscover> {
      const [preferences, viewer] = await Promise.all([preferencesOf(viewerId), repository.findMember(viewerId)]);
      if (preferences.hidden) return { profiles: [], cycling: false, hidden: true };
      const place = { locationCity: viewer?.locationCity ?? null, locationCountry: viewer?.locationCountry ?? null };
      const pool = await repository.listFreshPool(viewerId, preferences, place);
      if (pool.length > 0) {
        // The pool is scored on what compatibility reads; only the batch sent is read in full.
        const scoreWith = viewer ? compatibilityWith(toCompatibilityProfile(viewer, { own: true })) : null;
        const best = pool
          .map((profile) => ({ id: profile.userId, compatibility: scoreWith ? scoreWith(profile) : 0 }))
          // Stable for equal scores: the query's newest-first order stays.
          .sort((a, b) => b.compatibility - a.compatibility)
          .slice(0, DATING_BATCH);
        const cards = new Map((await repository.findCards(viewerId, best.map((one) => one.id))).map((row) => [row.userId, row]));
        const profiles = best.flatMap(({ id, compatibility }) => {
          const row = cards.get(id);
          return row ? [toCard(row, viewerId, compatibility)] : [];
        });
        return { profiles, cycling: false, hidden: false };
      }
      const passed = await repository.listPassed(viewerId, preferences, place);
      const score = scoreAgainst(viewer);
      return { profiles: passed.map((row) => toCard(row, viewerId, score(row))), cycling: passed.length > 0, hidden: false };
    },

    /**
     * A like or a pass on an eligible member. The request whose like made the match (and only it,
     * however many race) notifies both members and emits `dating.matched`.
     */
    async swipe(viewerId: string, input: { targetId: string; decision: DatingDecision }): Promise<DatingSwipeResult> {
      if (input.targetId === viewerId) throw new AppError(400, 'dating.self');
      const [target, viewer] = await Promise.all([repository.findEligible(viewerId, input.targetId), repository.findMember(viewerId)]);
      if (!target || !viewer) throw new AppError(404, 'dating.not_found');
      const match = await repository.swipe(viewerId, input.targetId, input.decision);
      if (!match) return { matched: false };
      if (match.created) {
        deps.events.emit('dating.matched', { matchId: match.id, userIds: [viewerId, input.targetId], at: match.matchedAt });
        await Promise.all([
          deps.notifications.notify({ userId: input.targetId, actorId: viewerId, kind: 'dating.match', data: { matchId: match.id, name: viewer.displayName }, link: MATCHES_LINK }),
          deps.notifications.notify({ userId: viewerId, actorId: input.targetId, kind: 'dating.match', data: { matchId: match.id, name: target.displayName }, link: MATCHES_LINK }),
        ]);
      }
      return { matched: true, match: { id: match.id, member: toCard(target, viewerId, scoreAgainst(viewer)(target)), matchedAt: match.matchedAt } };
    },

    async listMatches(viewerId: string): Promise<DatingMatch[]> {
      const [viewer, rows] = await Promise.all([repository.findMember(viewerId), repository.listMatches(viewerId)]);
      const score = scoreAgainst(viewer);
      return rows.map((row) => ({ id: row.matchId, member: toCard(row, viewerId, score(row)), matchedAt: row.matchedAt }));
    },

    /** Unmatch. The likes stay as decisions, so neither sees the other in discover again. */
    async unmatch(viewerId: string, matchId: string): Promise<void> {
      if (!isUuid(matchId) || !(await repository.deleteMatch(viewerId, matchId))) throw new AppError(404, 'dating.not_matched');
    },
  };
}

export type DatingService = ReturnType<typeof createDatingService>;
