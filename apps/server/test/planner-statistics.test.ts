import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { describeEachDatabase } from './helpers/databases';
import { rowsOf } from './helpers/sql-rows';
import { createTestApp, type TestApp } from './helpers/test-app';

// The leaderboard's top 50 as a visitor asks for it: the ranking's joins and its visibility rule.
const LEADERBOARD_TOP = sql`
  select profiles.user_id, user_levels.xp from user_levels
  join profiles on profiles.user_id = user_levels.user_id
  join "user" on "user".id = user_levels.user_id
  where "user".email_verified and "user".banned_at is null and coalesce(profiles.privacy_settings->>'profile_visibility', 'public') = 'public'
  order by user_levels.xp desc, user_levels.updated_at, user_levels.user_id limit 50`;

describeEachDatabase('the planner knows the data (the planner-statistics job)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (let index = 0; index < 400; index += 1) {
      await insertVerifiedMember(t.app.db, { email: `classement-${index}@example.org`, name: `Membre ${index}`, passwordHash: 'x' });
    }
    await t.app.db.execute(sql`update user_levels set xp = hashtext(user_id) & 8191`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('prices index reads as for data in memory, on every connection of both engines', async () => {
    const settings = await Promise.all(
      Array.from({ length: 4 }, () => rowsOf<{ random_page_cost: string }>(t.app.db.execute(sql`show random_page_cost`))),
    );
    expect(settings.map((rows) => rows[0]?.random_page_cost)).toEqual(['1.1', '1.1', '1.1', '1.1']);
  });

  it('walks the leaderboard index for the top 50 once the statistics are fresh, not a sort of every member', async () => {
    await t.app.scheduler.tick('planner-statistics');
    const statistics = await rowsOf<{ count: number }>(
      t.app.db.execute(sql`select count(*)::int as count from pg_stats_ext_exprs where statistics_name = 'profiles_visibility_stats'`),
    );
    expect(statistics[0]?.count).toBe(1);
    const plan = JSON.stringify(await rowsOf(t.app.db.execute(sql`explain (format json) ${LEADERBOARD_TOP}`)));
    expect(plan).toContain('user_levels_leaderboard_idx');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });

});

describe('the embedded database vacuumed (the planner-statistics job)', () => {
  it('vacuums as autovacuum would, which the embedded database lacks: its pages are marked all-visible', async () => {
    const t = await createTestApp('pglite');
    try {
      for (let index = 0; index < 50; index += 1) {
        await insertVerifiedMember(t.app.db, { email: `vide-${index}@example.org`, name: `Membre ${index}`, passwordHash: 'x' });
      }
      const visible = async () =>
        (await rowsOf<{ visible: number }>(t.app.db.execute(sql`select relallvisible::int as visible from pg_class where relname = 'user_levels'`)))[0]!.visible;
      // ANALYZE alone never sets the visibility map: only VACUUM does.
      await t.app.db.execute(sql`analyze user_levels`);
      expect(await visible()).toBe(0);
      await t.app.scheduler.tick('planner-statistics');
      expect(await visible()).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
