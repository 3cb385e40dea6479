import { and, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { DEFAULT_PRIVACY_SETTINGS, LIMITS, type DiscoveryTab } from '@la-meute/shared';
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

/**
 * A page always reads one card more than it shows, to tell whether another follows; the size is a
 * constant in the statement, so PostgreSQL keeps one generic plan (as the feed's, posts.repository.ts).
 */
const pageRows = sql.raw(String(LIMITS.discovery + 1)) as unknown as Placeholder;

export function createDiscoveryRepository(db: Database) {
  // Discover is read by every member, page after page: its two shapes (first page, next page) are
  // built and prepared once, the viewer, the tab and the cursor as parameters.
  const preparePage = (afterCursor: SQL | undefined, name: string) => {
    const viewer = sql.placeholder('viewerId');
    const tab = sql.placeholder('tab');
    return db
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
          and(sql`${userConnections.userId} = ${viewer}`, eq(userConnections.connectedUserId, profiles.userId)),
          and(eq(userConnections.userId, profiles.userId), sql`${userConnections.connectedUserId} = ${viewer}`),
        ),
      )
      .where(
        and(
          sql`${profiles.userId} <> ${viewer}`,
          sql`${profiles.username} <> ''`,
          sql`${user.emailVerified}`,
          sql`coalesce(${profiles.privacySettings}->>'profile_visibility', 'public') in ('public', 'members')`,
          // The 'all' tab filters nothing; the others keep those looking for that or for everything.
          sql`(${tab}::text = 'all' or ${profiles.lookingFor}::text in (${tab}::text, 'all'))`,
          afterCursor,
          // Members who blocked one another never discover each other.
          notBlockedEitherWay(viewer, profiles.userId),
        ),
      )
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(pageRows)
      .prepare(name);
  };
  const viewerProfile = db
    .select({ locationCity: profiles.locationCity, ...compatibilityColumns })
    .from(profiles)
    .where(sql`${profiles.userId} = ${sql.placeholder('userId')}`)
    .prepare('discovery_viewer_profile');
  const firstPage = preparePage(undefined, 'discovery_first_page');
  const nextPage = preparePage(
    sql`(${profiles.createdAt}, ${profiles.id}) < (${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`,
    'discovery_next_page',
  );

  return {
    /** The viewer's own profile, to compare the cards with; null when they have none. */
    async findViewerProfile(userId: string) {
      const [row] = await viewerProfile.execute({ userId });
      return row ?? null;
    },

    /**
     * SPEC §7 'discovery select (not own, username not null, optional looking_for filter, limit
     * 20)', newest profiles first, in one query with the viewer's connection to each. Only
     * confirmed members whose profile a member may see (canViewProfile: public or members-only);
     * a member looking for 'all' appears in every tab.
     */
    async listProfiles(options: { viewerId: string; tab: DiscoveryTab; cursor?: DiscoveryCursor }) {
      const { viewerId, tab, cursor } = options;
      const rows = cursor
        ? await nextPage.execute({ viewerId, tab, cursorCreatedAt: cursor.createdAt, cursorId: cursor.id })
        : await firstPage.execute({ viewerId, tab });
      const page = rows.slice(0, LIMITS.discovery).map((row) => ({
        ...row,
        privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...row.privacySettings },
      }));
      const last = page.at(-1);
      const nextCursor: DiscoveryCursor | null = rows.length > LIMITS.discovery && last ? { createdAt: last.cursorKey, id: last.id } : null;
      return { rows: page, nextCursor };
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
export type DiscoveryRow = Awaited<ReturnType<DiscoveryRepository['listProfiles']>>['rows'][number];
