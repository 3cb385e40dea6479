import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeCompatibility, DEFAULT_PRIVACY_SETTINGS, type DatingCard, type DatingDiscover, type DatingMatch } from '@la-meute/shared';
import { datingMatches, memberBlocks, notifications, profiles, user } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

describeEachDatabase('dating', (kind) => {
  let t: TestApp;
  let viewer: Member;
  let ana: Member; // female 30, Montréal, yoga: every filter keeps her
  let bruno: Member; // male 31, ' MONTRÉAL ', looking for all
  let carla: Member; // female 50, Lyon
  let dora: Member; // female 28, Madrid, Spain, randonnée
  let friend: Member; // looking for friendship only
  let hiddenOne: Member;
  let banned: Member;
  let leaving: Member;
  let blocked: Member;
  let blocker: Member;

  const setProfile = (member: Member, values: Partial<typeof profiles.$inferInsert>) =>
    t.app.db.update(profiles).set(values).where(eq(profiles.userId, member.id));
  const call = (who: Member | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { ...(payload ? JSON_HEADERS : {}), ...(who ? { cookie: who.cookie } : {}) } });
  const savePreferences = (who: Member, values: Record<string, unknown>) =>
    call(who, 'PUT', '/api/dating/preferences', { minAge: 18, maxAge: 120, genders: [], distance: 'any', interests: [], hidden: false, ...values });
  const discover = async (who: Member) => {
    const response = await call(who, 'GET', '/api/dating/discover');
    expect(response.statusCode).toBe(200);
    return response.json() as DatingDiscover;
  };
  const ids = (cards: DatingCard[]) => cards.map((card) => card.id).sort();
  const swipe = (who: Member, target: Member | string, decision: 'like' | 'pass') =>
    call(who, 'POST', '/api/dating/swipes', { targetId: typeof target === 'string' ? target : target.id, decision });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const members = (await createSignedInMembers(t.app, 11, 'rencontre')) as Member[];
    [viewer, ana, bruno, carla, dora, friend, hiddenOne, banned, leaving, blocked, blocker] = members as [
      Member, Member, Member, Member, Member, Member, Member, Member, Member, Member, Member,
    ];
    const base = { lookingFor: 'dating' as const, locationCountry: 'Canada', privacySettings: DEFAULT_PRIVACY_SETTINGS };
    await setProfile(viewer, { ...base, age: 32, locationCity: 'Montréal', interests: ['Yoga', 'Randonnee'], languages: ['fr'] });
    await setProfile(ana, { ...base, age: 30, gender: 'female', locationCity: 'montreal', interests: ['yoga', 'chant'], languages: ['fr'] });
    await setProfile(bruno, { ...base, lookingFor: 'all', age: 31, gender: 'male', locationCity: ' MONTRÉAL ', interests: ['cuisine'] });
    await setProfile(carla, { ...base, age: 50, gender: 'female', locationCity: 'Lyon', locationCountry: 'France', interests: ['Yoga'] });
    await setProfile(dora, { ...base, age: 28, gender: 'female', locationCity: 'Madrid', locationCountry: 'Spain', interests: ['Randonnée'] });
    for (const other of [friend, hiddenOne, banned, leaving, blocked, blocker]) await setProfile(other, { ...base, age: 30, gender: 'female', locationCity: 'Montréal' });
    await setProfile(friend, { lookingFor: 'friendship' });
    expect((await savePreferences(hiddenOne, { hidden: true })).statusCode).toBe(200);
    await t.app.db.update(user).set({ bannedAt: new Date() }).where(eq(user.id, banned.id));
    await t.app.db.update(user).set({ deletionRequestedAt: new Date() }).where(eq(user.id, leaving.id));
    await t.app.db.insert(memberBlocks).values([
      { blockerId: viewer.id, blockedId: blocked.id },
      { blockerId: blocker.id, blockedId: viewer.id },
    ]);
  });
  afterAll(async () => t.close());

  it('is for members only', async () => {
    for (const [method, url] of [
      ['GET', '/api/dating/preferences'],
      ['PUT', '/api/dating/preferences'],
      ['GET', '/api/dating/discover'],
      ['POST', '/api/dating/swipes'],
      ['GET', '/api/dating/matches'],
      ['DELETE', '/api/dating/matches/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const body = method === 'PUT' ? { minAge: 18, maxAge: 120 } : method === 'POST' ? { targetId: 'quelqu-un', decision: 'like' } : undefined;
      const response = await call(null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ code: 'auth.required' });
    }
  });

  it('saves the preferences, and refuses ages out of 18–120, a minimum above the maximum and a NUL byte', async () => {
    expect((await call(carla, 'GET', '/api/dating/preferences')).json().preferences).toEqual({
      minAge: 18, maxAge: 120, genders: [], distance: 'any', interests: [], hidden: false,
    });
    const saved = await savePreferences(carla, { minAge: 25, maxAge: 40, genders: ['male', 'male'], distance: 'city', interests: [' Yoga ', 'yoga', 'Chant'] });
    expect(saved.statusCode).toBe(200);
    const expected = { minAge: 25, maxAge: 40, genders: ['male'], distance: 'city', interests: ['Yoga', 'Chant'], hidden: false };
    expect(saved.json().preferences).toEqual(expected);
    expect((await call(carla, 'GET', '/api/dating/preferences')).json().preferences).toEqual(expected);

    expect((await savePreferences(carla, { minAge: 17 })).json().code).toBe('profile.age_range');
    expect((await savePreferences(carla, { maxAge: 121 })).json().code).toBe('profile.age_range');
    const inverted = await savePreferences(carla, { minAge: 40, maxAge: 30 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().code).toBe('dating.age_order');
    expect((await savePreferences(carla, { interests: ['yo\u0000ga'] })).json().code).toBe('validation.invalid');
    expect((await savePreferences(carla, { genders: ['wolf'] })).statusCode).toBe(400);
    expect((await savePreferences(carla, { distance: 'moon' })).statusCode).toBe(400);
    expect((await savePreferences(carla, { interests: Array.from({ length: 21 }, (_, index) => `i${index}`) })).statusCode).toBe(400);
    // Nothing refused was stored.
    expect((await call(carla, 'GET', '/api/dating/preferences')).json().preferences).toEqual(expected);
    await savePreferences(carla, {});
  });

  it('shows only members looking for dating, never hidden, banned, leaving or blocked ones, each with the compatibility', async () => {
    const page = await discover(viewer);
    expect(page).toMatchObject({ cycling: false, hidden: false });
    expect(ids(page.profiles)).toEqual([ana.id, bruno.id, carla.id, dora.id].sort());
    const anaCard = page.profiles.find((card) => card.id === ana.id)!;
    const expected = computeCompatibility(
      { interests: ['Yoga', 'Randonnee'], languages: ['fr'], locationCity: 'Montréal', locationCountry: 'Canada', lookingFor: 'dating' },
      { interests: ['yoga', 'chant'], languages: ['fr'], locationCity: 'montreal', locationCountry: 'Canada', lookingFor: 'dating' },
    );
    expect(anaCard).toMatchObject({ age: 30, locationCity: 'montreal', interests: ['yoga', 'chant'], moreInterests: 0, compatibility: expected });
    // Best compatibility first.
    expect(page.profiles[0]!.id).toBe(ana.id);
    const scores = page.profiles.map((card) => card.compatibility);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The blocked member does not see the blocker either.
    expect(ids((await discover(blocked)).profiles)).not.toContain(viewer.id);
    expect(ids((await discover(blocker)).profiles)).not.toContain(viewer.id);
  });

  it('filters by the saved age range, genders, distance and interests', async () => {
    await savePreferences(viewer, { minAge: 29, maxAge: 35 });
    expect(ids((await discover(viewer)).profiles)).toEqual([ana.id, bruno.id].sort());
    await savePreferences(viewer, { genders: ['female'] });
    expect(ids((await discover(viewer)).profiles)).toEqual([ana.id, carla.id, dora.id].sort());
    await savePreferences(viewer, { distance: 'city' });
    expect(ids((await discover(viewer)).profiles)).toEqual([ana.id, bruno.id].sort());
    await savePreferences(viewer, { distance: 'country' });
    expect(ids((await discover(viewer)).profiles)).toEqual([ana.id, bruno.id].sort());
    await savePreferences(viewer, { interests: ['YOGA', 'randonnee'] });
    expect(ids((await discover(viewer)).profiles)).toEqual([ana.id, carla.id, dora.id].sort());
    // A member hiding their location is not found through it.
    await setProfile(ana, { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_location: false } });
    await savePreferences(viewer, { distance: 'city' });
    expect(ids((await discover(viewer)).profiles)).toEqual([bruno.id]);
    await setProfile(ana, { privacySettings: DEFAULT_PRIVACY_SETTINGS });
    await savePreferences(viewer, {});
  });

  it('shows a member hiding themselves nobody, and nobody them', async () => {
    expect(await discover(hiddenOne)).toEqual({ profiles: [], cycling: false, hidden: true });
    expect((await swipe(viewer, hiddenOne, 'like')).json()).toEqual({ code: 'dating.not_found' });
  });

  it('refuses a decision on oneself or on someone not in dating', async () => {
    expect((await swipe(viewer, viewer, 'like')).json()).toEqual({ code: 'dating.self' });
    for (const other of [friend, banned, leaving, blocked, blocker]) {
      const response = await swipe(viewer, other, 'like');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'dating.not_found' });
    }
    expect((await swipe(viewer, 'personne', 'pass')).statusCode).toBe(404);
    expect((await swipe(viewer, ana, 'maybe' as 'like')).statusCode).toBe(400);
  });

  it('never shows a decided profile again, then cycles through the passes, oldest first', async () => {
    expect((await swipe(viewer, dora, 'pass')).json()).toEqual({ matched: false });
    expect((await swipe(viewer, bruno, 'like')).json()).toEqual({ matched: false });
    expect(ids((await discover(viewer)).profiles)).toEqual([ana.id, carla.id].sort());
    await swipe(viewer, carla, 'pass');
    await swipe(viewer, ana, 'pass');
    const cycle = await discover(viewer);
    expect(cycle.cycling).toBe(true);
    expect(cycle.profiles.map((card) => card.id)).toEqual([dora.id, carla.id, ana.id]);
    // Passed again, Dora goes to the back; liked while cycling, Carla leaves the cycle.
    await swipe(viewer, dora, 'pass');
    await swipe(viewer, carla, 'like');
    expect((await discover(viewer)).profiles.map((card) => card.id)).toEqual([ana.id, dora.id]);
  });

  it('makes a match of a like answering a like, notifies both once, and unmatching keeps them apart', async () => {
    expect((await swipe(bruno, viewer, 'like')).json()).toMatchObject({ matched: true, match: { member: { id: viewer.id } } });
    const list = await call(viewer, 'GET', '/api/dating/matches');
    const matches = list.json().matches as DatingMatch[];
    expect(matches.map((match) => match.member.id)).toEqual([bruno.id]);
    expect(matches[0]!.member.compatibility).toBeGreaterThan(0);
    expect((await call(bruno, 'GET', '/api/dating/matches')).json().matches.map((match: DatingMatch) => match.member.id)).toEqual([viewer.id]);
    const notified = await t.app.db.select().from(notifications).where(eq(notifications.kind, 'dating.match'));
    expect(notified.map((row) => row.userId).sort()).toEqual([viewer.id, bruno.id].sort());
    expect(notified.find((row) => row.userId === viewer.id)!.data).toMatchObject({ matchId: matches[0]!.id });
    // Each opens the Dating page's matches: the member's first wish is to see who it is.
    expect(notified.map((row) => row.link)).toEqual(['/dating?tab=matches', '/dating?tab=matches']);

    // Liking again changes nothing and notifies nobody.
    expect((await swipe(viewer, bruno, 'like')).json()).toMatchObject({ matched: true });
    expect(await t.app.db.$count(notifications, eq(notifications.kind, 'dating.match'))).toBe(2);

    const url = `/api/dating/matches/${matches[0]!.id}`;
    expect((await call(ana, 'DELETE', url)).json()).toEqual({ code: 'dating.not_matched' });
    expect((await call(viewer, 'DELETE', '/api/dating/matches/pas-un-id')).statusCode).toBe(404);
    expect((await call(bruno, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(bruno, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(viewer, 'GET', '/api/dating/matches')).json().matches).toEqual([]);
    expect(ids((await discover(bruno)).profiles)).not.toContain(viewer.id);
    expect((await discover(viewer)).profiles.map((card) => card.id)).not.toContain(bruno.id);
    // Their likes stay decisions: liking again does not bring the match back.
    expect((await swipe(bruno, viewer, 'like')).json()).toEqual({ matched: false });
    expect(await t.app.db.$count(datingMatches)).toBe(0);
  });
});

describeEachDatabase('dating matches under real concurrency', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  describe('when every pair of 20 members likes each other at the same moment', () => {
    it('makes exactly one match per pair and notifies each member exactly once per match', async () => {
      const members = (await createSignedInMembers(t.app, 20, 'foule')) as Member[];
      const swipes = members.flatMap((from) => members.filter((to) => to.id !== from.id).map((to) => ({ from, to })));
      expect(swipes).toHaveLength(380);
      const results = await Promise.all(
        swipes.map(({ from, to }) =>
          t.app.inject({ method: 'POST', url: '/api/dating/swipes', payload: { targetId: to.id, decision: 'like' }, headers: { ...JSON_HEADERS, cookie: from.cookie } }),
        ),
      );
      expect(results.every((response) => response.statusCode === 200)).toBe(true);

      const rows = await t.app.db.select().from(datingMatches);
      expect(rows).toHaveLength(190);
      expect(new Set(rows.map((row) => `${row.userLow}:${row.userHigh}`)).size).toBe(190);
      // Both answers of a pair see the match, since the last like always finds it.
      const matchedCount = results.filter((response) => response.json().matched).length;
      expect(matchedCount).toBeGreaterThanOrEqual(190);

      const notified = await t.app.db
        .select({ userId: notifications.userId, matchId: sql<string>`${notifications.data}->>'matchId'` })
        .from(notifications)
        .where(eq(notifications.kind, 'dating.match'));
      expect(notified).toHaveLength(380);
      for (const member of members) {
        const own = notified.filter((row) => row.userId === member.id).map((row) => row.matchId);
        expect(own).toHaveLength(19);
        expect(new Set(own).size).toBe(19);
        const theirs = rows.filter((row) => row.userLow === member.id || row.userHigh === member.id).map((row) => row.id);
        expect(own.sort()).toEqual(theirs.sort());
      }
      const viewerMatches = await t.app.inject({ method: 'GET', url: '/api/dating/matches', headers: { cookie: members[0]!.cookie } });
      expect(viewerMatches.json().matches).toHaveLength(19);
    });
  });
});
