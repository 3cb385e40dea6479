// npm run bench:community — the forum, events and gamification reads under load, for
// visitors and members, each beside its baseline from the same run: pgbench on the app's own SQL
// (captured while the app answers) and PostgreSQL beside the embedded default. 10,000 topics,
// 1,000 members with XP, 500 events; also 200 concurrent registrations on one event of capacity 50.
// Runs on embedded PGlite, and on PostgreSQL too when DATABASE_URL is set (a scratch database).
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { createSignedInMembers } from '../test/helpers/members';
import { runOnEachDatabase, settleAfterSeeding, startBenchApp } from './lib/app';
import { metText, reportGoals, type GoalRow } from './lib/goal-report';
import { runAutocannon, type LoadResult } from './lib/load';
import { captureQueries, captureQuery, describeQueries, runPgbench, runPgbenchScript, type CapturedQuery } from './lib/pgbench';

const COUNTS = { members: 1000, topics: 10_000, events: 500 };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CATEGORIES = ['wellbeing', 'nutrition', 'sovereignty', 'events', 'help'];
const WORDS = ['méditation', 'respiration', 'jardin', 'sommeil', 'marche', 'forêt', 'cuisine', 'souveraineté', 'entraide', 'yoga'];

/** Members with XP, topics with French words (accents included), events past and upcoming, in SQL. */
async function seedCommunity(handle: DatabaseHandle) {
  const { db } = handle;
  await db.execute(sql`
    insert into "user" (id, email, name, email_verified)
    select 'bench-' || g, 'bench' || g || '@example.org', 'Membre ' || g, true from generate_series(1, ${COUNTS.members}) g`);
  await db.execute(sql`update user_levels set xp = (hashtext(user_id) & 8191), level = 1`);
  const words = `{${WORDS.join(',')}}`;
  await db.execute(sql`
    insert into forum_topics (title, content, category, user_id, created_at)
    select 'Sujet ' || g || ' : ' || (${words}::text[])[1 + g % 10],
           'Partageons nos pratiques de ' || (${words}::text[])[1 + (g * 7) % 10] || ' et de ' || (${words}::text[])[1 + (g * 3) % 10] || '. ' || repeat('Texte du sujet. ', 10),
           (${`{${CATEGORIES.join(',')}}`}::text[])[1 + g % 5],
           'bench-' || (1 + g % ${COUNTS.members}),
           now() - (g || ' minutes')::interval
    from generate_series(1, ${COUNTS.topics}) g`);
  await db.execute(sql`
    insert into events (title, description, event_date, location, event_type, max_participants, is_published, organizer_id, tags)
    select 'Événement ' || g, 'Une rencontre de la meute', now() + ((g - 100) || ' hours')::interval, 'Lyon', 'in-person', 50, true,
           'bench-' || (1 + g % ${COUNTS.members}), '{bien-être,nature}'
    from generate_series(1, ${COUNTS.events}) g`);
}

async function runOn(label: 'PGlite' | 'PostgreSQL', handle: DatabaseHandle, postgresUrl?: string) {
  const server = await startBenchApp(handle);
  const { app, base } = server;
  await seedCommunity(handle);
  await settleAfterSeeding(app, handle);
  const [member] = await createSignedInMembers(app, 1, 'bench');
  const cookie = member!.cookie;
  const rows: (LoadResult & { database: string; case: string })[] = [];
  const measure = async (name: string, url: string, headers?: Record<string, string>) => {
    const result = await runAutocannon(url, { connections: CONNECTIONS, durationS: DURATION_S, headers });
    rows.push({ database: label, case: name, ...result });
    return result;
  };

  const search = encodeURIComponent('meditation');
  await measure('forum list, page 1, visitor', `${base}/api/forum/topics`);
  await measure('forum list, page 1, member', `${base}/api/forum/topics`, { cookie });
  await measure('forum list, page 100, visitor', `${base}/api/forum/topics?page=100`);
  await measure('forum search "meditation" + category, visitor', `${base}/api/forum/topics?q=${search}&category=wellbeing`);
  await measure('forum categories, visitor', `${base}/api/forum/categories`);
  await measure('events list, member', `${base}/api/events`, { cookie });
  await measure('leaderboard, member', `${base}/api/gamification/leaderboard`, { cookie });
  await measure('gamification overview, member', `${base}/api/gamification/me`, { cookie });

  // 200 registrations at once on one event of capacity 50: every one answered, 50 places taken.
  const burstMembers = await createSignedInMembers(app, 200, 'rafale');
  const result = (await handle.db.execute(sql`select id from events where event_date > now() order by event_date limit 1`)) as unknown;
  const [target] = (result as { rows: { id: string }[] }).rows;
  const burstStart = performance.now();
  const statuses = await Promise.all(
    burstMembers.map((one) =>
      fetch(`${base}/api/events/${target!.id}/registration`, { method: 'POST', headers: { cookie: one.cookie } }).then(
        (response) => response.status,
      ),
    ),
  );
  const burstMs = Math.round(performance.now() - burstStart);
  const counted = statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
  console.log(`${label}: ${burstMembers.length} concurrent registrations on capacity 50 in ${burstMs} ms: ${JSON.stringify(counted)}`);

  const baselines: Record<string, number> = {};
  if (postgresUrl) {
    const replay = async (name: string, matches: (text: string) => boolean, url: string) => {
      const query: CapturedQuery | null = await captureQuery(matches, () => app.inject({ method: 'GET', url }));
      if (query) baselines[name] = runPgbench(postgresUrl, query, { clients: CONNECTIONS, durationS: DURATION_S });
      else console.log(`${name}: its query was not seen, pgbench skipped`);
    };
    await replay('forum list SQL', (text) => /from "forum_topics"/.test(text) && /limit/i.test(text) && !/@@/.test(text), '/api/forum/topics');
    await replay('forum search SQL', (text) => /forum_topics/.test(text) && /@@/.test(text), `/api/forum/topics?q=${search}&category=wellbeing`);
    await replay('leaderboard SQL', (text) => /user_levels/.test(text) && /limit/i.test(text), '/api/gamification/leaderboard');
    // The member's leaderboard as the app sends it: every statement of one request (after the first,
    // the session comes from its cache), the request's own baseline.
    const leaderboardRequest = () => app.inject({ method: 'GET', url: '/api/gamification/leaderboard', headers: { cookie } });
    await leaderboardRequest();
    const statements = await captureQueries(leaderboardRequest);
    console.log(`Leaderboard, member: ${statements.length} statements\n${describeQueries(statements)}`);
    if (statements.length > 0) baselines[MEMBER_LEADERBOARD_SQL] = runPgbenchScript(postgresUrl, statements, { clients: CONNECTIONS, durationS: DURATION_S });
  }
  await server.close();
  return { rows, baselines, burst: { ms: burstMs, statuses: counted } };
}

const MEMBER_LEADERBOARD_SQL = 'leaderboard, member: whole request';
const results = await runOnEachDatabase('lameute_bench', runOn);

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per case, Accept-Encoding: br, gzip`);
console.table(results.flatMap((result) => result.rows));
const pgliteRows = results[0]?.rows ?? [];
const postgresRows = results[1]?.rows ?? [];
const comparison = pgliteRows.map((row) => {
  const other = postgresRows.find((candidate) => candidate.case === row.case);
  return { case: row.case, 'PGlite req/s': row['req/s'], 'PostgreSQL req/s': other?.['req/s'] ?? '–', 'PGlite / PostgreSQL': other ? `${Math.round((row['req/s'] / other['req/s']) * 100)} %` : '–' };
});
console.table(comparison);
for (const result of results.slice(1)) console.log('pgbench (tps, same SQL):', result.baselines);

// The embedded-default goal, case by case; the registration burst must fill exactly 50 places.
const goals: GoalRow[] = pgliteRows.flatMap((row) => {
  const other = postgresRows.find((candidate) => candidate.case === row.case);
  if (!other) return [];
  const share = row['req/s'] / other['req/s'];
  return [{ goal: `${row.case}: PGlite ≥ 40 % of PostgreSQL`, measured: `${row['req/s']} req/s (${Math.round(share * 100)} %), p99 ${row['p99 ms']} ms`, baseline: `PostgreSQL ${other['req/s']} req/s, p99 ${other['p99 ms']} ms`, met: metText(share >= 0.4) }];
});
// The issue's goal for the member lists: the request beside pgbench on its own statements.
const memberLeaderboard = postgresRows.find((row) => row.case === 'leaderboard, member');
const leaderboardTps = results[1]?.baselines[MEMBER_LEADERBOARD_SQL];
if (memberLeaderboard && leaderboardTps) {
  const share = memberLeaderboard['req/s'] / leaderboardTps;
  goals.push({
    goal: 'PostgreSQL: leaderboard, member ≥ 40 % of pgbench on its statements, p99 < 150 ms',
    measured: `${memberLeaderboard['req/s']} req/s (${Math.round(share * 100)} %), p99 ${memberLeaderboard['p99 ms']} ms`,
    baseline: `pgbench ${leaderboardTps} tps`,
    met: metText(share >= 0.4 && memberLeaderboard['p99 ms'] < 150),
  });
}
for (const [index, result] of results.entries()) {
  const taken = result.burst.statuses[201] ?? 0;
  goals.push({
    goal: `${index === 0 ? 'PGlite' : 'PostgreSQL'}: 200 registrations at once on 50 places: 50 taken, every one answered`,
    measured: `${JSON.stringify(result.burst.statuses)} in ${result.burst.ms} ms`,
    baseline: '',
    met: metText(taken === 50 && !Object.keys(result.burst.statuses).some((status) => Number(status) >= 500)),
  });
}
const pgbenchRows = results.slice(1).flatMap((result) => Object.entries(result.baselines).map(([query, tps]) => ({ query, 'pgbench tps': tps })));
reportGoals('Forum, events and gamification reads (bench:community)', goals, { 'PGlite beside PostgreSQL': comparison, 'pgbench on the same SQL': pgbenchRows });
