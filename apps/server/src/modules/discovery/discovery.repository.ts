import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PRIVACY_SETTINGS, type DiscoveryTab } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { cursorKeyOf } from '../../db/cursor-key';
import { memberPresenceColumns } from '../../db/member-columns';
import { profiles, user, userConnections, userLevels } from '../../db/schema';
import { notBlockedEitherWay } from '../../db/block-filters';

export interface DiscoveryCursor {
  createdAt: string;
  id: string;
}

// Microseconds, as stored: a JavaScript Date would round them and skip or repeat a profile.
const cursorKey = cursorKeyOf(profiles.createdAt);

/** What the compatibility reads of a profile, beside the member columns. */
const compatibilityColumns = {
  interests: profiles.interests,
  languages: profiles.languages,
  locationCountry: profiles.locationCountry,
  lookingFor: profiles.lookingFor,
};

export function createDiscoveryRepository(db: Database) {
  return {
    /** The viewer's own profile, to compare the cards with; null when they have none. */
    async findViewerProfile(userId: string) {
      const [row] = await db
        .select({ locationCity: profiles.locationCity, ...compatibilityColumns })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * SPEC §7 'discovery select (not own, username not null, optional looking_for filter, limit
     * 20)', newest profiles first, in one query with the viewer's connection to each. Only
     * confirmed members whose profile a member may see (canViewProfile: public or members-only);
     * a member looking for 'all' appears in every tab.
     */
    async listProfiles(options: { viewerId: string; tab: DiscoveryTab; cursor?: DiscoveryCursor; limit: number }) {
      const { viewerId, tab, cursor, limit } = options;
      const conditions: (SQL | undefined)[] = [
        ne(profiles.userId, viewerId),
        sql`${profiles.username} <> ''`,
        eq(user.emailVerified, true),
        sql`coalesce(${profiles.privacySettings}->>'profile_visibility', 'public') in ('public', 'members')`,
        tab === 'all' ? undefined : or(eq(profiles.lookingFor, tab), eq(profiles.lookingFor, 'all')),
        cursor ? sql`(${profiles.createdAt}, ${profiles.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined,
        // Members who blocked one another never discover each other.
        notBlockedEitherWay(viewerId, profiles.userId),
      ];
      const rows = await db
        .select({
          ...memberPresenceColumns,
          ...compatibilityColumns,
          id: profiles.id,
          cursorKey,
          age: profiles.age,
          emailVerified: user.emailVerified,
          connectionFrom: userConnections.userId,
          connectionStatus: userConnections.status,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .innerJoin(userLevels, eq(userLevels.userId, profiles.userId))
        .leftJoin(
          userConnections,
          or(
            and(eq(userConnections.userId, viewerId), eq(userConnections.connectedUserId, profiles.userId)),
            and(eq(userConnections.userId, profiles.userId), eq(userConnections.connectedUserId, viewerId)),
          ),
        )
        .where(and(...conditions))
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit).map((row) => ({
        ...row,
        privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...row.privacySettings },
      }));
      const last = page.at(-1);
      const nextCursor: DiscoveryCursor | null = rows.length > limit && last ? { createdAt: last.cursorKey, id: last.id } : null;
      return { rows: page, nextCursor };
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
export type DiscoveryRow = Awaited<ReturnType<DiscoveryRepository['listProfiles']>>['rows'][number];
