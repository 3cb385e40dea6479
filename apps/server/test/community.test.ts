import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '@la-meute/shared';
import { channels, events, profiles, user } from '../src/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../src/db/seed';
import { describeEachDatabase } from './helpers/databases';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

describeEachDatabase('public community figures', (kind) => {
  let t: TestApp;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('counts nothing in an empty community', async () => {
    expect(await get('/api/community/stats')).toEqual({ members: 0, discussions: 0, events: 0 });
    expect(await get('/api/channels')).toEqual({ channels: [] });
    expect(await get('/api/events/upcoming')).toEqual({ events: [] });
    expect(await get('/api/community/recent-members')).toEqual({ members: [] });
  });

  describe('with demo data', () => {
    beforeAll(async () => {
      await seedDemoData(t.app.db);
    });

    it('counts members, discussions (topics + posts) and published events', async () => {
      expect(await get('/api/community/stats')).toEqual({ members: 5, discussions: 8, events: 4 });
    });

    it('lists active channels with their real message count and last activity', async () => {
      await t.app.db.insert(channels).values({ name: 'archive', description: 'old', isActive: false });
      const { channels: list } = await get('/api/channels');
      expect(list.map((channel: { name: string }) => channel.name).sort()).toEqual(['events', 'general', 'help', 'wellbeing']);
      const general = list.find((channel: { name: string }) => channel.name === 'general');
      expect(general).toMatchObject({ messageCount: 3, channelType: 'chat', isActive: true, description: 'Discussions générales de la meute' });
      const minutesAgo = (Date.now() - new Date(general.lastMessageAt).getTime()) / 60_000;
      expect(minutesAgo).toBeGreaterThan(39);
      expect(minutesAgo).toBeLessThan(45);
    });

    it('lists the next published events, soonest first, without past or draft ones', async () => {
      await t.app.db.insert(events).values({ title: 'Brouillon', eventDate: new Date(Date.now() + 86_400_000), isPublished: false });
      const { events: list } = await get('/api/events/upcoming');
      expect(list.map((event: { title: string }) => event.title)).toEqual([
        'Marche méditative en forêt',
        'Cercle de parole : souveraineté personnelle',
        'Atelier cuisine de saison',
      ]);
      expect(list[0]).toMatchObject({ participants: 0, maxParticipants: 20, price: 'Gratuit', eventType: 'in-person' });
      expect((await get('/api/events/upcoming?limit=1')).events).toHaveLength(1);
      expect((await t.app.inject({ method: 'GET', url: '/api/events/upcoming?limit=999' })).statusCode).toBe(400);
    });

    it("gives each event its place's time zone, France unless stored otherwise", async () => {
      const soon = new Date(Date.now() + 60_000);
      await t.app.db.insert(events).values({ title: 'Balade à Montréal', eventDate: soon, timeZone: 'America/Toronto', isPublished: true });
      const { events: list } = await get('/api/events/upcoming?limit=4');
      expect(list.map((event: { title: string; timeZone: string }) => [event.title, event.timeZone])).toEqual([
        ['Balade à Montréal', 'America/Toronto'],
        ['Marche méditative en forêt', 'Europe/Paris'],
        ['Cercle de parole : souveraineté personnelle', 'Europe/Paris'],
        ['Atelier cuisine de saison', 'Europe/Paris'],
      ]);
    });

    it('shows four recently active public members, the latest signed-in first, hiding what they hide', async () => {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'lucas@lameute.local', password: DEMO_PASSWORD },
        headers: JSON_HEADERS,
      });
      expect(signIn.statusCode).toBe(200);
      const [lucas] = await t.app.db.select({ id: user.id }).from(user).where(eq(user.email, 'lucas@lameute.local'));
      await t.app.db
        .update(profiles)
        .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_location: false } })
        .where(eq(profiles.userId, lucas!.id));
      const [ines] = await t.app.db.select({ id: user.id }).from(user).where(eq(user.email, 'ines@lameute.local'));
      await t.app.db
        .update(profiles)
        .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } })
        .where(eq(profiles.userId, ines!.id));

      // Signing in earned Lucas the day's login XP.
      await t.app.services.events.settled();
      const { members } = await get('/api/community/recent-members');
      expect(members).toHaveLength(4);
      expect(members[0]).toMatchObject({ id: lucas!.id, displayName: 'Lucas Sylve', locationCity: null, level: 1, rank: 'lamb', xp: 5 });
      expect(members.map((member: { username: string }) => member.username)).not.toContain('ines');
      expect(members.find((member: { username: string }) => member.username === 'marie')).toMatchObject({ locationCity: 'Lyon', level: 5, rank: 'shepherd', xp: 1250 });
    });
  });
});
