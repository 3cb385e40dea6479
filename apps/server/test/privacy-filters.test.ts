import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type DatingDiscover, type Leaderboard, type PrivacySettings, type Recommendation } from '@la-meute/shared';
import { events, posts, profiles, userConnections, userLevels } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

const DAY = 86_400_000;

/*
 * What a member hides must not be learnt through a list either: a filter, an order or a count on
 * it tells as much as the value itself. And members who blocked one another never meet in a list.
 */
describeEachDatabase('privacy settings and blocks in every list’s filters, orders and counts', (kind) => {
  let t: TestApp;
  let members: Member[];

  const member = (index: number) => members[index]!;
  const setProfile = (who: Member, values: Partial<typeof profiles.$inferInsert>, privacy: Partial<PrivacySettings> = {}) =>
    t.app.db
      .update(profiles)
      .set({ ...values, privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...privacy } })
      .where(eq(profiles.userId, who.id));
  const call = (who: Member | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(who ? { cookie: who.cookie } : {}) } });
  const block = async (who: Member, other: Member) => expect((await call(who, 'PUT', `/api/blocks/${other.id}`)).statusCode).toBe(200);

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The recommendations are asked for here, not left to the sign-ins' debounced runs.
    await t.app.services.recommendations.close();
    members = (await createSignedInMembers(t.app, 16, 'filtre')) as Member[];
    // The sign-ins' daily XP lands before the leaderboard sets its own totals.
    for (let round = 0; round < 3; round += 1) await t.app.services.events.settled();
  });
  afterAll(async () => t.close());

  it('never lets an age filter find a member who hides their age, whatever the range', async () => {
    const [seeker, hider, shower] = [member(0), member(1), member(2)];
    const dating = { lookingFor: 'dating' as const, locationCity: 'Nantes', locationCountry: 'France', interests: ['Kitesurf'] };
    await setProfile(seeker, { ...dating, age: 41 });
    await setProfile(hider, { ...dating, age: 40 }, { show_age: false });
    await setProfile(shower, { ...dating, age: 40 });
    const discoverWith = async (minAge: number, maxAge: number) => {
      const saved = await call(seeker, 'PUT', '/api/dating/preferences', { minAge, maxAge, genders: [], distance: 'any', interests: ['kitesurf'], hidden: false });
      expect(saved.statusCode, saved.body).toBe(200);
      const response = await call(seeker, 'GET', '/api/dating/discover');
      expect(response.statusCode).toBe(200);
      return (response.json() as DatingDiscover).profiles.map((card) => card.id).sort();
    };

    // With no age range, the member hiding their age is in dating like anyone, without their age.
    expect(await discoverWith(18, 120)).toEqual([hider.id, shower.id].sort());
    // Any range (here exactly their age) would tell it: they are in none.
    expect(await discoverWith(40, 40)).toEqual([shower.id]);
    expect(await discoverWith(18, 119)).toEqual([shower.id]);
    expect(await discoverWith(41, 120)).toEqual([]);
  });

  it('ranks the leaderboard among the members the viewer may see: a private profile is neither listed nor counted', async () => {
    const [hermit, champion, runnerUp, viewer] = [member(3), member(4), member(5), member(6)];
    for (const each of members) await t.app.db.update(userLevels).set({ xp: 0 }).where(eq(userLevels.userId, each.id));
    const setXp = (who: Member, xp: number) => t.app.db.update(userLevels).set({ xp, level: 1 }).where(eq(userLevels.userId, who.id));
    await setProfile(hermit, {}, { profile_visibility: 'private' });
    await setXp(hermit, 900);
    await setXp(champion, 500);
    await setXp(runnerUp, 300);
    await setXp(viewer, 100);
    const board = async (who: Member | null) => {
      const response = await call(who, 'GET', '/api/gamification/leaderboard');
      expect(response.statusCode).toBe(200);
      return response.json() as Leaderboard;
    };
    const top = (leaderboard: Leaderboard) => leaderboard.entries.slice(0, 3).map((entry) => [entry.member.id, entry.position]);

    // A gap before the champion would tell that someone private has more XP than them.
    expect(top(await board(null))).toEqual([
      [champion.id, 1],
      [runnerUp.id, 2],
      [viewer.id, 3],
    ]);
    const seen = await board(viewer);
    expect(top(seen)).toEqual(top(await board(null)));
    expect(seen.me).toEqual({ position: 3, xp: 100 });
    // The private member still sees themself first.
    expect((await board(hermit)).entries[0]).toMatchObject({ member: { id: hermit.id }, position: 1 });
    await setProfile(hermit, {});
  });

  it('leaves members who blocked one another out of each other’s leaderboard, and out of its positions', async () => {
    const [viewer, blocked, blocker, other] = [member(7), member(8), member(9), member(10)];
    for (const each of members) await t.app.db.update(userLevels).set({ xp: 0 }).where(eq(userLevels.userId, each.id));
    const setXp = (who: Member, xp: number) => t.app.db.update(userLevels).set({ xp, level: 1 }).where(eq(userLevels.userId, who.id));
    await setXp(blocked, 800);
    await setXp(blocker, 700);
    await setXp(other, 600);
    await setXp(viewer, 500);
    await block(viewer, blocked);
    await block(blocker, viewer);
    const board = async (who: Member) => {
      const response = await call(who, 'GET', '/api/gamification/leaderboard');
      expect(response.statusCode).toBe(200);
      return response.json() as Leaderboard;
    };

    const seen = await board(viewer);
    const ids = seen.entries.map((entry) => entry.member.id);
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(blocker.id);
    expect(seen.entries.slice(0, 2).map((entry) => [entry.member.id, entry.position])).toEqual([
      [other.id, 1],
      [viewer.id, 2],
    ]);
    expect(seen.me).toEqual({ position: 2, xp: 500 });
    // Nor does the member they blocked, nor the one who blocked them, see the viewer.
    expect((await board(blocked)).entries.map((entry) => entry.member.id)).not.toContain(viewer.id);
    expect((await board(blocker)).entries.map((entry) => entry.member.id)).not.toContain(viewer.id);
  });

  it('recommends nothing from members blocked either way, and counts none of them', async () => {
    const [reader, climber, blocked, blocker] = [member(11), member(12), member(13), member(14)];
    const climbing = { interests: ['Escalade'], locationCity: 'Grenoble' };
    await setProfile(reader, climbing);
    for (const each of [climber, blocked, blocker]) await setProfile(each, climbing);
    await block(reader, blocked);
    await block(blocker, reader);
    const [fine, ...hiddenPosts] = await t.app.db
      .insert(posts)
      .values([climber, blocked, blocker].map((author) => ({ userId: author.id, content: `Une voie d’escalade superbe, signé ${author.id}` })))
      .returning({ id: posts.id });
    const hiddenEvents = await t.app.db
      .insert(events)
      .values(
        [blocked, blocker].map((organizer) => ({ title: 'Sortie escalade', tags: ['escalade'], eventDate: new Date(Date.now() + 2 * DAY), isPublished: true, organizerId: organizer.id })),
      )
      .returning({ id: events.id });
    await t.app.db.insert(userConnections).values([climber, blocked, blocker].map((from) => ({ userId: from.id, connectedUserId: reader.id })));

    await t.app.services.recommendations.refresh(reader.id);
    const response = await call(reader, 'GET', '/api/recommendations');
    expect(response.statusCode).toBe(200);
    const recommendations = response.json().recommendations as Recommendation[];
    const byTemplate = (template: string) => recommendations.filter((entry) => entry.content.template === template);

    // Only the climber who did not block anyone counts among those sharing the interest nearby…
    expect(byTemplate('match.nearbySharedInterest').map((entry) => entry.content.params)).toEqual([{ count: 1, city: 'Grenoble', interest: 'Escalade' }]);
    // …and among the pending requests.
    expect(byTemplate('activity.connectionRequests').map((entry) => entry.content.params)).toEqual([{ count: 1 }]);
    const targets = recommendations.map((entry) => entry.target);
    expect(targets).toContain(`/post/${fine!.id}`);
    for (const hidden of hiddenPosts) expect(targets).not.toContain(`/post/${hidden.id}`);
    for (const hidden of hiddenEvents) expect(targets).not.toContain(`/events/${hidden.id}`);
  });
});
