import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type OwnProfile, type ProfileInput } from '@la-meute/shared';
import { profiles } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

const completeProfile = (username: string): ProfileInput => ({
  username,
  displayName: '  Luna des Bois ',
  firstName: 'Luna',
  lastName: '',
  bio: 'Marcheuse, yoga le matin.\nToujours partante pour une cueillette.',
  age: 34,
  gender: 'female',
  locationCity: 'Lyon',
  locationCountry: 'France',
  lookingFor: 'friendship',
  relationshipStatus: 'single',
  interests: [' yoga ', '', 'Randonnée', 'yoga', 'YOGA'],
  languages: ['français', 'English'],
  occupation: 'Herboriste',
  education: '',
  privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_age: false, profile_visibility: 'members' },
});

describeEachDatabase('profile editor API', (kind) => {
  let t: TestApp;
  let luna: Member;
  let other: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [luna, other] = (await createSignedInMembers(t.app, 2, 'editeur')) as unknown as [Member, Member];
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'PUT', member?: Member, payload?: object) =>
    t.app.inject({
      method,
      url: '/api/me/profile',
      payload,
      headers: { ...(payload ? JSON_HEADERS : {}), ...(member ? { cookie: member.cookie } : {}) },
    });

  it('needs a session', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PUT', undefined, completeProfile('personne'))).statusCode).toBe(401);
  });

  it('saves the whole profile, trimmed, and gives it back as saved', async () => {
    const saved = await call('PUT', luna, completeProfile('luna_des_bois'));
    expect(saved.statusCode, saved.body).toBe(200);
    const { profile } = (await call('GET', luna)).json() as { profile: OwnProfile };
    expect(profile).toMatchObject({
      userId: luna.id,
      username: 'luna_des_bois',
      displayName: 'Luna des Bois',
      firstName: 'Luna',
      lastName: null,
      age: 34,
      gender: 'female',
      locationCity: 'Lyon',
      lookingFor: 'friendship',
      relationshipStatus: 'single',
      // SPEC §5: trimmed, empty ones dropped, each once whatever its case.
      interests: ['yoga', 'Randonnée'],
      languages: ['français', 'English'],
      education: null,
      privacySettings: { profile_visibility: 'members', show_age: false, show_location: true, allow_messages: true, show_online_status: true },
    });
    expect(saved.json().profile).toEqual(profile);
  });

  it('refuses an age outside 18–120 with a translated code and keeps what was saved', async () => {
    for (const age of [17, 121, 30.5, 'trente']) {
      const response = await call('PUT', luna, { ...completeProfile('luna_des_bois'), age });
      expect(response.statusCode, `age ${age}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'profile.age_range', issues: [{ path: 'age', code: 'profile.age_range' }] });
    }
    expect(((await call('GET', luna)).json() as { profile: OwnProfile }).profile.age).toBe(34);
  });

  it('requires a valid username, and one no other member has in any case', async () => {
    expect((await call('PUT', other, { ...completeProfile(''), username: '' })).json()).toMatchObject({ code: 'auth.username_invalid' });
    const taken = await call('PUT', other, completeProfile('LUNA_des_bois'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'auth.username_taken' });
    // Keeping one's own name in another case is not taking someone else's.
    expect((await call('PUT', luna, completeProfile('Luna_Des_Bois'))).statusCode).toBe(200);
  });

  it('gives a new name to exactly one of many members asking for it at once', async () => {
    const racers = (await createSignedInMembers(t.app, 12, 'course')) as unknown as Member[];
    const answers = await Promise.all(racers.map((member) => call('PUT', member, completeProfile('le_premier_loup'))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(racers.length - 1).fill(409)]);
    const owners = await t.app.db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.username, 'le_premier_loup'));
    expect(owners).toHaveLength(1);
  });

  it('answers a clean 400, never a 5xx, to a NUL byte or oversized text, and loses nothing', async () => {
    for (const payload of [
      { ...completeProfile('luna_des_bois'), bio: 'avant\u0000après' },
      { ...completeProfile('luna_des_bois'), interests: ['yoga\u0000'] },
      { ...completeProfile('luna_des_bois'), bio: 'x'.repeat(1001) },
      { ...completeProfile('luna_des_bois'), interests: Array.from({ length: 21 }, (_, index) => `intérêt ${index}`) },
      { ...completeProfile('luna_des_bois'), gender: 'licorne' },
    ]) {
      const response = await call('PUT', luna, payload);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(((await call('GET', luna)).json() as { profile: OwnProfile }).profile.bio).toContain('Marcheuse');
  });

  it('shows the new name in the session at once, and Sync All reports every feature that shows the profile', async () => {
    const session = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: other.cookie } })).json();
    expect((await session()).user).toBeTruthy();
    expect((await call('PUT', other, { ...completeProfile('autre_loup'), displayName: 'Loup Gris Renommé' })).statusCode).toBe(200);
    expect((await session()).user.displayName).toBe('Loup Gris Renommé');

    const sync = await t.app.inject({ method: 'POST', url: '/api/me/profile/sync', headers: { cookie: other.cookie } });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json()).toEqual({ syncedFeatures: 5, totalFeatures: 5, features: ['navbar', 'feed', 'chat', 'messages', 'discovery'] });
    expect((await t.app.inject({ method: 'POST', url: '/api/me/profile/sync' })).statusCode).toBe(401);
  });
});
