import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { AGE, DEFAULT_PRIVACY_SETTINGS, type DatingDecision, type DatingPreferencesValues } from '@la-meute/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notBlockedEitherWay } from '../../db/block-filters';
import type { Database } from '../../db/client';
import { memberPresenceColumns } from '../../db/member-columns';
import { showsAge, showsLocation } from '../../db/member-filters';
import { datingMatches, datingPreferences, datingSwipes, profiles, user, userLevels } from '../../db/schema';
import { toIso } from '../../lib/dates';

/** Everything a dating card and its compatibility read of a member. */
const cardColumns = {
  ...memberPresenceColumns,
  age: profiles.age,
  bio: profiles.bio,
  interests: profiles.interests,
  languages: profiles.languages,
  locationCountry: profiles.locationCountry,
  lookingFor: profiles.lookingFor,
};

/** Case-, accent- and edge-space-insensitive, as SQL: 'Évry ' and 'evry' are one city. */
const folded = (value: SQL | AnyPgColumn) => sql`lower(public.unaccent(btrim(${value})))`;

const textArray = (values: readonly string[]) => sql`array[${sql.join(
  values.map((value) => sql`${value}`),
  sql`, `,
)}]::text[]`;

/**
 * Who may appear in anyone's dating list: a confirmed member whose profile
 * members may see, looking for dating (or for everything), neither banned nor leaving, who did not
 * hide themselves, and with no block between them and the viewer in either direction.
 */
function eligibleFor(viewerId: string): SQL {
  return and(
    ne(profiles.userId, viewerId),
    sql`${profiles.username} <> ''`,
    eq(user.emailVerified, true),
    sql`coalesce(${profiles.privacySettings}->>'profile_visibility', 'public') in ('public', 'members')`,
    sql`${profiles.lookingFor} in ('dating', 'all')`,
    sql`${user.bannedAt} is null and ${user.deletedAt} is null and ${user.deletionRequestedAt} is null`,
    sql`not exists (select 1 from ${datingPreferences} where ${datingPreferences.userId} = ${profiles.userId} and ${datingPreferences.hidden})`,
    notBlockedEitherWay(viewerId, profiles.userId),
  )!;
}

export interface ViewerPlace {
  locationCity: string | null;
  locationCountry: string | null;
}

/** The viewer's saved preferences as SQL conditions on the candidate's profile. */
function matchesPreferences(preferences: DatingPreferencesValues, viewer: ViewerPlace): (SQL | undefined)[] {
  // A member who hides their location is never found through it (nor left out by it under 'any').
  let distance: SQL | undefined;
  if (preferences.distance === 'city') {
    distance = viewer.locationCity?.trim() ? and(showsLocation, sql`${folded(profiles.locationCity)} = ${folded(sql`${viewer.locationCity}`)}`) : sql`false`;
  } else if (preferences.distance === 'country') {
    distance = viewer.locationCountry?.trim()
      ? and(showsLocation, sql`${folded(profiles.locationCountry)} = ${folded(sql`${viewer.locationCountry}`)}`)
      : sql`false`;
  }
  // Likewise their age: the whole 18–120 range filters nothing, any narrower one (even minAge =
  // maxAge, which would tell the exact age) only finds members who show theirs.
  const ageFiltered = preferences.minAge > AGE.min || preferences.maxAge < AGE.max;
  return [
    sql`${profiles.age} between ${preferences.minAge} and ${preferences.maxAge}`,
    ageFiltered ? showsAge : undefined,
    preferences.genders.length > 0 ? sql`${profiles.gender}::text = any(${textArray(preferences.genders)})` : undefined,
    distance,
    preferences.interests.length > 0
      ? sql`exists (select 1 from unnest(${profiles.interests}) as interest
          where lower(public.unaccent(btrim(interest))) in (select lower(public.unaccent(btrim(wanted))) from unnest(${textArray(preferences.interests)}) as wanted))`
      : undefined,
  ];
}

export type DatingCardRow = Awaited<ReturnType<DatingRepository['findCards']>>[number];

function withPrivacy<T extends { privacySettings: typeof DEFAULT_PRIVACY_SETTINGS }>(row: T): T {
  return { ...row, privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...row.privacySettings } };
}

export function createDatingRepository(db: Database) {
  const candidates = () =>
    db
      .select(cardColumns)
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .innerJoin(userLevels, eq(userLevels.userId, profiles.userId));

  return {
    async findPreferences(userId: string): Promise<DatingPreferencesValues | null> {
      const [row] = await db
        .select({
          minAge: datingPreferences.minAge,
          maxAge: datingPreferences.maxAge,
          genders: datingPreferences.genders,
          distance: datingPreferences.distance,
          interests: datingPreferences.interests,
          hidden: datingPreferences.hidden,
        })
        .from(datingPreferences)
        .where(eq(datingPreferences.userId, userId))
        .limit(1);
      return (row as DatingPreferencesValues | undefined) ?? null;
    },

    async savePreferences(userId: string, values: DatingPreferencesValues): Promise<void> {
      const set = { ...values, updatedAt: sql`now()` };
      await db
        .insert(datingPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: datingPreferences.userId, set });
    },

    /** The viewer's own card columns (compatibility and the distance filter read them). */
    async findMember(userId: string) {
      const [row] = await candidates().where(eq(profiles.userId, userId)).limit(1);
      return row ? withPrivacy(row) : null;
    },

    /** A member the viewer may decide on (a like or a pass); null when they are not in dating. */
    async findEligible(viewerId: string, targetId: string) {
      const [row] = await candidates()
        .where(and(eq(profiles.userId, targetId), eligibleFor(viewerId)))
        .limit(1);
      return row ? withPrivacy(row) : null;
    },

    /**
     * Profiles the viewer never decided on that match their preferences, newest profiles first,
     * at most `limit`: only what compatibility reads, a hidden location already left out here
     * (the service scores them, then reads the cards of the best few with findCards).
     */
    async listFreshPool(viewerId: string, preferences: DatingPreferencesValues, viewer: ViewerPlace, limit: number) {
      return db
        .select({
          userId: profiles.userId,
          interests: profiles.interests,
          languages: profiles.languages,
          locationCity: sql<string | null>`case when ${showsLocation} then ${profiles.locationCity} end`,
          locationCountry: sql<string | null>`case when ${showsLocation} then ${profiles.locationCountry} end`,
          lookingFor: profiles.lookingFor,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(
          and(
            eligibleFor(viewerId),
            ...matchesPreferences(preferences, viewer),
            sql`not exists (select 1 from ${datingSwipes} where ${datingSwipes.userId} = ${viewerId} and ${datingSwipes.targetId} = ${profiles.userId})`,
          ),
        )
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(limit);
    },

    /** The cards of these members, still eligible for the viewer (a block may have come since). */
    async findCards(viewerId: string, userIds: string[]) {
      if (userIds.length === 0) return [];
      const rows = await candidates().where(and(inArray(profiles.userId, userIds), eligibleFor(viewerId)));
      return rows.map(withPrivacy);
    },

    /** Once nobody new is left: the profiles the viewer passed on, oldest decision first. */
    async listPassed(viewerId: string, preferences: DatingPreferencesValues, viewer: ViewerPlace, limit: number) {
      const rows = await candidates()
        .innerJoin(datingSwipes, and(eq(datingSwipes.userId, viewerId), eq(datingSwipes.targetId, profiles.userId), eq(datingSwipes.decision, 'pass')))
        .where(and(eligibleFor(viewerId), ...matchesPreferences(preferences, viewer)))
        .orderBy(asc(datingSwipes.createdAt), asc(profiles.userId))
        .limit(limit);
      return rows.map(withPrivacy);
    },

    /**
     * Stores the decision: a pass may become a like (or be passed again, going to the back of the
     * cycle); a like is final, so an unmatched pair never matches again. The swipe trigger (migration
     * 0016) makes the match when a like answers a like. `created` is true only in the one
     * transaction whose insert made the match row (its xmin is this transaction), however many
     * requests race on the pair.
     */
    async swipe(userId: string, targetId: string, decision: DatingDecision) {
      return db.transaction(async (tx) => {
        await tx
          .insert(datingSwipes)
          .values({ userId, targetId, decision })
          .onConflictDoUpdate({
            target: [datingSwipes.userId, datingSwipes.targetId],
            set: { decision, createdAt: sql`now()` },
            setWhere: eq(datingSwipes.decision, 'pass'),
          });
        const [low, high] = userId < targetId ? [userId, targetId] : [targetId, userId];
        const [match] = await tx
          .select({
            id: datingMatches.id,
            createdAt: datingMatches.createdAt,
            created: sql<boolean>`${sql.raw('"dating_matches".xmin')} = pg_current_xact_id()::xid`,
          })
          .from(datingMatches)
          .where(and(eq(datingMatches.userLow, low), eq(datingMatches.userHigh, high)))
          .limit(1);
        return match ? { id: match.id, matchedAt: toIso(match.createdAt), created: match.created } : null;
      });
    },

    /** The viewer's matches with the other member's card columns, newest first. */
    async listMatches(viewerId: string) {
      const otherId = sql`case when ${datingMatches.userLow} = ${viewerId} then ${datingMatches.userHigh} else ${datingMatches.userLow} end`;
      const rows = await db
        .select({ ...cardColumns, matchId: datingMatches.id, matchedAt: datingMatches.createdAt })
        .from(datingMatches)
        .innerJoin(profiles, eq(profiles.userId, otherId))
        .innerJoin(user, eq(user.id, profiles.userId))
        .innerJoin(userLevels, eq(userLevels.userId, profiles.userId))
        .where(
          and(
            or(eq(datingMatches.userLow, viewerId), eq(datingMatches.userHigh, viewerId)),
            sql`${user.bannedAt} is null and ${user.deletedAt} is null and ${user.deletionRequestedAt} is null`,
            notBlockedEitherWay(viewerId, profiles.userId),
          ),
        )
        .orderBy(desc(datingMatches.createdAt), desc(datingMatches.id));
      return rows.map((row) => ({ ...withPrivacy(row), matchedAt: toIso(row.matchedAt) }));
    },

    /** Unmatch: only a participant; false when the match is not theirs (or no longer exists). */
    async deleteMatch(viewerId: string, matchId: string): Promise<boolean> {
      const rows = await db
        .delete(datingMatches)
        .where(and(eq(datingMatches.id, matchId), or(eq(datingMatches.userLow, viewerId), eq(datingMatches.userHigh, viewerId))))
        .returning({ id: datingMatches.id });
      return rows.length > 0;
    },
  };
}

export type DatingRepository = ReturnType<typeof createDatingRepository>;
