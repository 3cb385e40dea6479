import {
  compatibilityWith,
  toCompatibilityProfile,
  LIMITS,
  type CompatibilityProfile,
  type DiscoveryCard,
  type DiscoveryPage,
  type DiscoveryTab,
  type ViewerConnectionStatus,
} from '@la-meute/shared';
import { decodeCursor, encodeCursor } from '../../lib/page-cursor';
import { canViewProfile, toMemberSummary } from '../profiles/profile-visibility';
import type { DiscoveryRepository, DiscoveryRow } from './discovery.repository';

/**
 * Where the viewer stands with the member. A declined request still reads as sent to its
 * requester (a refusal is not announced) and as nothing to the member who declined it.
 */
function connectionStatus(row: DiscoveryRow, viewerId: string): ViewerConnectionStatus {
  if (row.connectionStatus === null) return 'none';
  if (row.connectionStatus === 'accepted') return 'accepted';
  if (row.connectionFrom === viewerId) return 'pending-sent';
  return row.connectionStatus === 'pending' ? 'pending-received' : 'none';
}

/** The card, with what the member hides (SPEC §3 show_age, show_location) left out — of the score too. */
function toCard(row: DiscoveryRow, viewerId: string, scoreWith: ((profile: CompatibilityProfile) => number) | null): DiscoveryCard {
  const showAge = row.privacySettings.show_age;
  const summary = toMemberSummary(row, { id: viewerId });
  return {
    id: summary.id,
    username: summary.username,
    displayName: summary.displayName,
    avatarUrl: summary.avatarUrl,
    level: summary.level,
    rank: summary.rank,
    online: summary.online,
    age: showAge ? row.age : null,
    locationCity: summary.locationCity,
    interests: row.interests.slice(0, LIMITS.cardInterests),
    moreInterests: Math.max(0, row.interests.length - LIMITS.cardInterests),
    lookingFor: row.lookingFor,
    compatibility: scoreWith ? scoreWith(toCompatibilityProfile(row)) : 0,
    connection: connectionStatus(row, viewerId),
  };
}

export function createDiscoveryService(deps: { repository: DiscoveryRepository }) {
  const { repository } = deps;

  return {
    /** SPEC §2 Discover People: one tab, 20 cards at a time, each scored against the viewer. */
    async listProfiles(viewerId: string, query: { lookingFor: DiscoveryTab; cursor?: string }): Promise<DiscoveryPage> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const [viewer, page] = await Promise.all([
        repository.findViewerProfile(viewerId),
        repository.listProfiles({ viewerId, tab: query.lookingFor, cursor }),
      ]);
      const me = { id: viewerId };
      const scoreWith = viewer ? compatibilityWith(viewer) : null;
      return {
        // The query already keeps to visible profiles; the one privacy rule has the last word.
        profiles: page.rows.filter((row) => canViewProfile(row, me)).map((row) => toCard(row, viewerId, scoreWith)),
        nextCursor: page.nextCursor ? encodeCursor(page.nextCursor) : null,
      };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
