import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { computeCompatibility, DEFAULT_PRIVACY_SETTINGS, DISCOVERY_TABS, type DiscoveryCard, type PrivacySettings } from '@la-meute/shared';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { profiles } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

describeEachDatabase('discovery (SPEC §2 Discover People)', (kind) => {
  let t: TestApp;
  let viewer: Member;
  let louve: Member;
  let discreet: Member;
  let secret: Member;
  let membersOnly: Member;

  const setProfile = (member: Member, values: Partial<typeof profiles.$inferInsert>, privacy: Partial<PrivacySettings> = {}) =>
    t.app.db
      .update(profiles)
      .set({ ...values, privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...privacy } })
      .where(eq(profiles.userId, member.id));

  beforeAll(async () => {
    t = await createTestApp(kind);
    const members = await createSignedInMembers(t.app, 5, 'decouverte');
    [viewer, louve, discreet, secret, membersOnly] = members.map((entry) => entry as Member) as [Member, Member, Member, Member, Member];
    await setProfile(viewer, { interests: ['Yoga', 'cuisine'], languages: ['Français'], locationCity: 'Lyon', locationCountry: 'France', lookingFor: 'dating' });
    await setProfile(louve, {
      interests: ['yoga', 'Cuisine', 'randonnée', 'chant', 'vélo'],
      languages: ['francais', 'english'],
      locationCity: 'Lyon',
      locationCountry: 'France',
      lookingFor: 'dating',
      age: 34,
    });
    await setProfile(
      discreet,
      { interests: ['yoga'], locationCity: 'Villesecrète', locationCountry: 'France', lookingFor: 'networking', age: 97 },
      { show_age: false, show_location: false },
    );
    await setProfile(secret, { lookingFor: 'all', locationCity: 'Cachette', bio: 'introuvable' }, { profile_visibility: 'private' });
    await setProfile(membersOnly, { lookingFor: 'all' }, { profile_visibility: 'members' });
  });
  afterAll(async () => t.close());

  const discover = (who: Member | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/discovery${query}`, headers: who ? { cookie: who.cookie } : {} });
  const cards = async (who: Member, tab: string) => {
    const response = await discover(who, `?lookingFor=${tab}`);
    expect(response.statusCode).toBe(200);
    return response.json().profiles as DiscoveryCard[];
  };
  const ids = (list: DiscoveryCard[]) => list.map((card) => card.id).sort();

  it('is for members only, and refuses an unknown tab or cursor', async () => {
    expect((await discover(null)).statusCode).toBe(401);
    expect((await discover(viewer, '?lookingFor=romance')).statusCode).toBe(400);
    expect((await discover(viewer, '?cursor=nimportequoi')).json()).toEqual({ code: 'validation.invalid' });
  });

  it('never shows a private profile, nor a hidden age or location, to another member in any tab', async () => {
    for (const who of [viewer, louve, discreet, membersOnly]) {
      for (const tab of DISCOVERY_TABS) {
        const response = await discover(who, `?lookingFor=${tab}`);
        const body = response.body;
        expect(body).not.toContain(secret.id);
        expect(body).not.toContain('Cachette');
        expect(body).not.toContain('Villesecrète');
        const card = (response.json().profiles as DiscoveryCard[]).find((entry) => entry.id === discreet.id);
        if (card) expect(card).toMatchObject({ age: null, locationCity: null });
      }
    }
  });

  it("shows everyone else but oneself in 'all', and in a tab those looking for it or for all", async () => {
    expect(ids(await cards(viewer, 'all'))).toEqual([louve.id, discreet.id, membersOnly.id].sort());
    expect(ids(await cards(viewer, 'dating'))).toEqual([louve.id, membersOnly.id].sort());
    expect(ids(await cards(viewer, 'networking'))).toEqual([discreet.id, membersOnly.id].sort());
    expect(ids(await cards(viewer, 'events'))).toEqual([membersOnly.id]);
    expect(ids(await cards(louve, 'all'))).toContain(viewer.id);
  });

  it('shows on each card the age and city shown, 3 interests plus a count, and the compatibility', async () => {
    const card = (await cards(viewer, 'dating')).find((entry) => entry.id === louve.id)!;
    const expected = computeCompatibility(
      { interests: ['Yoga', 'cuisine'], languages: ['Français'], locationCity: 'Lyon', locationCountry: 'France', lookingFor: 'dating' },
      { interests: ['yoga', 'Cuisine', 'randonnée', 'chant', 'vélo'], languages: ['francais', 'english'], locationCity: 'Lyon', locationCountry: 'France', lookingFor: 'dating' },
    );
    expect(card).toMatchObject({
      age: 34,
      locationCity: 'Lyon',
      interests: ['yoga', 'Cuisine', 'randonnée'],
      moreInterests: 2,
      lookingFor: 'dating',
      compatibility: expected,
      connection: 'none',
      level: 1,
      rank: 'lamb',
    });
    expect(expected).toBe(83); // 2·2/7 × 40 + 20 + 20 + 20
    // A hidden location does not count towards the score either: only yoga and the intent would.
    const discreetCard = (await cards(viewer, 'all')).find((entry) => entry.id === discreet.id)!;
    expect(discreetCard.compatibility).toBe(computeCompatibility(
      { interests: ['Yoga', 'cuisine'], languages: ['Français'], locationCity: 'Lyon', locationCountry: 'France', lookingFor: 'dating' },
      { interests: ['yoga'], languages: [], locationCity: null, locationCountry: null, lookingFor: 'networking' },
    ));
  });

  it('shows where the viewer stands with each member: request sent, received, then connected', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/connections', payload: { connectedUserId: louve.id }, headers: { ...JSON_HEADERS, cookie: viewer.cookie } });
    const statusOf = async (who: Member, other: Member) => (await cards(who, 'all')).find((card) => card.id === other.id)!.connection;
    expect(await statusOf(viewer, louve)).toBe('pending-sent');
    expect(await statusOf(louve, viewer)).toBe('pending-received');
    expect(await statusOf(viewer, discreet)).toBe('none');
    await t.app.inject({ method: 'POST', url: `/api/connections/${sent.json().connection.id}/accept`, headers: { cookie: louve.cookie } });
    expect(await statusOf(viewer, louve)).toBe('accepted');
    expect(await statusOf(louve, viewer)).toBe('accepted');
  });

  it('pages 20 cards at a time, newest profiles first, without repeating or skipping anyone', async () => {
    for (let index = 0; index < 22; index += 1) {
      await insertVerifiedMember(t.app.db, { email: `foule${index}@example.org`, name: `Foule ${index}`, passwordHash: 'x' });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await discover(viewer, cursor ? `?cursor=${cursor}` : '');
      const page = response.json() as { profiles: DiscoveryCard[]; nextCursor: string | null };
      expect(page.profiles.length).toBeLessThanOrEqual(20);
      seen.push(...page.profiles.map((card) => card.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen).not.toContain(viewer.id);
  });
});
