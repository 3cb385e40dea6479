import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getLevelForXp, XP_GAINS } from '@la-meute/shared';
import { channels, profiles, userLevels } from '../src/db/schema';
import { DEMO_CHANNELS, DEMO_MEMBERS, DEMO_PASSWORD, seedDemoData } from '../src/db/seed';
import { describeEachDatabase } from './helpers/databases';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

describeEachDatabase('demo data', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('seeds members who can sign in at once, and the chat channels, only once', async () => {
    expect(await t.app.isDatabaseEmpty()).toBe(true);
    expect(await seedDemoData(t.app.db)).toEqual({ members: DEMO_MEMBERS.length, channels: DEMO_CHANNELS.length });
    expect(await seedDemoData(t.app.db)).toEqual({ members: 0, channels: 0 });
    expect(await t.app.isDatabaseEmpty()).toBe(false);

    const names = (await t.app.db.select({ name: channels.name }).from(channels)).map((row) => row.name).sort();
    expect(names).toEqual(['events', 'general', 'help', 'wellbeing']);
    expect(await t.app.db.select().from(profiles)).toHaveLength(DEMO_MEMBERS.length);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'alpha@lameute.local', password: DEMO_PASSWORD },
      headers: JSON_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'admin', displayName: 'Alpha de la Meute', level: 9, rank: 'alphaWolf' });
  });

  it('spreads the demo members over levels stored as numbers, with the XP that earns them', async () => {
    // Alpha signed in above: the day's login credit is on top of the seeded XP.
    await t.app.services.events.settled();
    const rows = await t.app.db
      .select({ username: profiles.username, level: userLevels.level, xp: userLevels.xp })
      .from(profiles)
      .innerJoin(userLevels, eq(userLevels.userId, profiles.userId));
    const byName = Object.fromEntries(rows.map((row) => [row.username, row]));
    for (const member of DEMO_MEMBERS) {
      const xp = member.xp + (member.username === 'alpha' ? XP_GAINS.dailyLogin : 0);
      expect(byName[member.username]).toEqual({ username: member.username, level: getLevelForXp(xp).level, xp });
    }
    expect(new Set(rows.map((row) => row.level)).size).toBeGreaterThan(3);
  });
});
