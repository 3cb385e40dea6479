import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '@la-meute/shared';
import { profiles } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

describeEachDatabase('profiles and connection requests', (kind) => {
  let t: TestApp;
  let a: { id: string; cookie: string };
  let b: { id: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const members = await createSignedInMembers(t.app, 2, 'profil');
    a = members[0]!;
    b = members[1]!;
  });
  afterAll(async () => t.close());

  const get = (userId: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/profiles/${userId}`, headers: cookie ? { cookie } : {} });

  it('shows a public profile to anyone and hides what the member hides', async () => {
    await t.app.db
      .update(profiles)
      .set({ locationCity: 'Nantes', bio: 'Bonjour', privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_location: false } })
      .where(eq(profiles.userId, a.id));
    const response = await get(a.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ id: a.id, bio: 'Bonjour', locationCity: null, online: false, level: 1, rank: 'lamb' });
  });

  it('shows the online status only of members who show it, and members their own', async () => {
    const setPresence = (privacySettings: typeof DEFAULT_PRIVACY_SETTINGS) =>
      t.app.db.update(profiles).set({ onlineStatus: 'online', privacySettings }).where(eq(profiles.userId, a.id));
    await setPresence(DEFAULT_PRIVACY_SETTINGS);
    expect((await get(a.id)).json().profile).toMatchObject({ online: true, locationCity: 'Nantes' });
    await setPresence({ ...DEFAULT_PRIVACY_SETTINGS, show_online_status: false, show_location: false });
    expect((await get(a.id)).json().profile).toMatchObject({ online: false, locationCity: null });
    expect((await get(a.id, b.cookie)).json().profile).toMatchObject({ online: false, locationCity: null });
    expect((await get(a.id, a.cookie)).json().profile).toMatchObject({ online: true, locationCity: 'Nantes' });
  });

  it('answers 404 for an unknown or private profile, members-only profiles to members', async () => {
    expect((await get('nobody')).statusCode).toBe(404);
    await t.app.db.update(profiles).set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } }).where(eq(profiles.userId, b.id));
    expect((await get(b.id, a.cookie)).json()).toEqual({ code: 'http.not_found' });
    expect((await get(b.id, b.cookie)).statusCode).toBe(200);
    await t.app.db.update(profiles).set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'members' } }).where(eq(profiles.userId, b.id));
    expect((await get(b.id)).statusCode).toBe(404);
    expect((await get(b.id, a.cookie)).statusCode).toBe(200);
  });

  it('creates one pending connection request per pair, never to oneself, only when signed in', async () => {
    const post = (payload: object, cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/connections', payload, headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) } });
    expect((await post({ connectedUserId: b.id })).statusCode).toBe(401);
    const first = await post({ connectedUserId: b.id }, a.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json().connection).toMatchObject({ connectedUserId: b.id, status: 'pending', connectionType: 'friend' });
    const again = await post({ connectedUserId: b.id }, a.cookie);
    expect(again.json().connection.id).toBe(first.json().connection.id);
    expect((await post({ connectedUserId: a.id }, a.cookie)).statusCode).toBe(400);
    expect((await post({ connectedUserId: 'ghost' }, a.cookie)).statusCode).toBe(404);
  });
});
