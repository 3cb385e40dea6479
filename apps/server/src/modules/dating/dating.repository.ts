import { and, asc, desc, eq, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { AGE, DATING_BATCH, DEFAULT_PRIVACY_SETTINGS, type DatingDecision, type DatingPreferencesValues } from '@la-meute/shared';
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

/**
 * Who may appear in anyone's dating list: a confirmed member whose profile
 * members may see, looking for dating (or for everything), neither banned nor leaving, who did not
 * hide themselves, and with no block between them and the viewer in either direction.
 */
function eligibleFor(viewerId: string | Placeholder): SQL {
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

const param = (name: string) => sql.placeholder(name);

/**
 * How many fresh profiles are scored to pick the best batch: the newest ones, so a large community
 * costs one bounded query per call rather than a score for every member.
 */
const SCORED_POOL = 200;

/**
 * The viewer's saved preferences as SQL conditions on the candidate's profile, each preference a
 * parameter (preferenceParameters), so the pool's statement is one, prepared once.
 */
function matchesPreferences(): SQL {
  // A member who hides their location is never found through it (nor left out by it under 'any');
  // a viewer without a city (or country) of their own finds nobody by it.
  const distance = sql`(${param('distance')}::text = 'any'
    or (${param('distance')}::text = 'city' and ${showsLocation} and ${folded(profiles.locationCity)} = ${folded(sql`${param('place')}::text`)})
    or (${param('distance')}::text = 'country' and ${showsLocation} and ${folded(profiles.locationCountry)} = ${folded(sql`${param('place')}::text`)}))`;
  return and(
    sql`${profiles.age} between ${param('minAge')}::int and ${param('maxAge')}::int`,
    // Likewise their age: the whole 18–120 range filters nothing, any narrower one (even minAge =
    // maxAge, which would tell the exact age) only finds members who show theirs.
    sql`(not ${param('ageNarrowed')}::boolean or ${showsAge})`,
    sql`(cardinality(${param('genders')}::text[]) = 0 or ${profiles.gender}::text = any(${param('genders')}::text[]))`,
    distance,
    sql`(cardinality(${param('interests')}::text[]) = 0 or exists (select 1 from unnest(${profiles.interests}) as interest
      where lower(public.unaccent(btrim(interest))) in (select lower(public.unaccent(btrim(wanted))) from unnest(${param('interests')}::text[]) as wanted)))`,
  )!;
}

/** The values of matchesPreferences' parameters for this viewer. */
function preferenceParameters(preferences: DatingPreferencesValues, viewer: ViewerPlace) {
  const place = preferences.distance === 'city' ? viewer.locationCity : preferences.distance === 'country' ? viewer.locationCountry : null;
  return {
    minAge: preferences.minAge,
    maxAge: preferences.maxAge,
    ageNarrowed: preferences.minAge > AGE.min || preferences.maxAge < AGE.max,
    genders: preferences.genders,
    distance: preferences.distance,
    place: place?.trim() ? place : null,
    interests: preferences.interests,
  };
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

  // Discover's reads, every member's on every visit: built and prepared once, the viewer and
  // each preference as parameters, the pool's size a constant (one generic plan).
  const viewer = param('viewerId');
  const freshPool = db
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
        eligibleFor(viewer),
        matchesPreferences(),
        sql`not exists (select 1 from ${datingSwipes} where ${datingSwipes.userId} = ${viewer} and ${datingSwipes.targetId} = ${profiles.userId})`,
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(sql.raw(String(SCORED_POOL)) as unknown as Placeholder)
    .prepare('dating_fresh_pool');
  const passedPool = candidates()
    .innerJoin(datingSwipes, and(sql`${datingSwipes.userId} = ${viewer}`, eq(datingSwipes.targetId, profiles.userId), eq(datingSwipes.decision, 'pass')))
    .where(and(eligibleFor(viewer), matchesPreferences()))
    .orderBy(asc(datingSwipes.createdAt), asc(profiles.userId))
    .limit(sql.raw(String(DATING_BATCH)) as unknown as Placeholder)
    .prepare('dating_passed_pool');
  const preferencesOf = db
    .select({
      minAge: datingPreferences.minAge,
      maxAge: datingPreferences.maxAge,
      genders: datingPreferences.genders,
      distance: datingPreferences.distance,
      interests: datingPreferences.interests,
      hidden: datingPreferences.hidden,
    })
    .from(datingPreferences)
    .where(sql`${datingPreferences.userId} = ${param('userId')}`)
    .prepare('dating_preferences_of');
  const memberCard = candidates().where(sql`${profiles.userId} = ${param('userId')}`).prepare('dating_member_card');

  return {
    async findPreferences(userId: string): Promise<DatingPreferencesValues | null> {
      const [row] = await preferencesOf.execute({ userId });
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
      const [row] = await memberCard.execute({ userId });
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
    async listFreshPool(viewerId: string, preferences: DatingPreferencesValues, place: ViewerPlace) {
      return freshPool.execute({ viewerId, ...preferenceParameters(preferences, place) });
    },

    /** The cards of these members, still eligible for the viewer (a block may have come since). */
    async findCards(viewerId: string, userIds: string[]) {
      if (userIds.length === 0) return [];
      const rows = await candidates().where(and(inArray(profiles.userId, userIds), eligibleFor(viewerId)));
      return rows.map(withPrivacy);
    },

    /** Once nobody new is left: the profiles the viewer passed on, oldest decision first. */
    async listPassed(viewerId: string, preferences: DatingPreferencesValues, place: ViewerPlace) {
      const rows = await passedPool.execute({ viewerId, ...preferenceParameters(preferences, place) });
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
