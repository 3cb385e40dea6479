// npm run bench:lists — the members' heavier list reads under load, each beside pgbench on every
// statement one of its requests sends (captured from the app, one pgbench transaction per
// request): dating discover, discovery, the notifications page and search. 2,000 members with
// interests, ages, places and what they look for; 300 signed-in members take turns, so each
// request reads its own member's rows and session. Runs on embedded PGlite, and on PostgreSQL too
// when DATABASE_URL is set (a scratch database).
import type { App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createSignedInMembers } from '../test/helpers/members';
import { runOnEachDatabase, settleAfterSeeding, startBenchApp } from './lib/app';
import { metText, reportGoals, type GoalRow } from './lib/goal-report';
import type { LoadResult } from './lib/load';
import { captureQueries, describeQueries, runPgbenchScript } from './lib/pgbench';
import { runRotatingAutocannon } from './lib/rotating-load';
import { seedListProfiles } from './lib/lists-seed';
import { seedBenchData } from './lib/seed';

const COUNTS = { members: 2000, posts: 10_000, signedIn: 300 };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
interface ListCase {
  name: string;
  path: string;
}

const CASES: ListCase[] = [
  { name: 'dating discover', path: '/api/dating/discover' },
  { name: 'discovery, all', path: '/api/discovery?lookingFor=all' },
  { name: 'notifications page', path: '/api/notifications' },
  { name: 'search "méditation"', path: `/api/search?q=${encodeURIComponent('méditation')}` },
];

/** pgbench on every statement one request of this case sends, with the session already cached. */
async function pgbenchOnRequest(app: App, postgresUrl: string, path: string, cookie: string, address: string) {
  const request = () => app.inject({ method: 'GET', url: path, headers: { cookie }, remoteAddress: address });
  await request();
  const queries = await captureQueries(request);
  console.log(`${path}: ${queries.length} statements\n${describeQueries(queries)}`);
  return queries.length > 0 ? runPgbenchScript(postgresUrl, queries, { clients: CONNECTIONS, durationS: DURATION_S }) : undefined;
}

async function runOn(label: 'PGlite' | 'PostgreSQL', handle: DatabaseHandle, postgresUrl?: string) {
  const server = await startBenchApp(handle);
  const { app, base } = server;
  await seedBenchData(handle, { members: COUNTS.members, posts: COUNTS.posts, messages: 0, stormMembers: 0 });
  const members = await createSignedInMembers(app, COUNTS.signedIn, 'liste');
  await seedListProfiles(handle, members.map((member) => member.id));
  await settleAfterSeeding(app, handle);

  const rows: (LoadResult & { database: string; case: string; 'pgbench tps': number | string })[] = [];
  // BENCH_CASES=dating,search runs only the cases whose name contains one of these words.
  const only = process.env.BENCH_CASES?.split(',');
  for (const [index, one] of CASES.entries()) {
    if (only && !only.some((word) => one.name.includes(word))) continue;
    const targets = members.map((member) => ({ path: one.path, headers: { cookie: member.cookie } }));
    const result = await runRotatingAutocannon(base, targets, { connections: CONNECTIONS, durationS: DURATION_S });
    const tps = postgresUrl ? await pgbenchOnRequest(app, postgresUrl, one.path, members[index]!.cookie, `10.20.0.${index + 1}`) : undefined;
    rows.push({ database: label, case: one.name, ...result, 'pgbench tps': tps ?? '–' });
  }
  await server.close();
  return rows;
}

const results = await runOnEachDatabase('lameute_lists', runOn);
const all = results.flat();
console.log(`\nrotating autocannon over ${COUNTS.signedIn} members: ${CONNECTIONS} connections, ${DURATION_S} s per case, Accept-Encoding: br, gzip`);
console.table(all);

const pct = (value: number) => `${Math.round(value * 100)} %`;
const goals: GoalRow[] = [];
for (const row of all.filter((one) => one.database === 'PostgreSQL')) {
  const pglite = all.find((one) => one.database === 'PGlite' && one.case === row.case);
  const tps = typeof row['pgbench tps'] === 'number' ? row['pgbench tps'] : null;
  const share = tps ? row['req/s'] / tps : null;
  goals.push({
    goal: `PostgreSQL: ${row.case} ≥ 40 % of pgbench on its statements, p99 < 150 ms`,
    measured: `${row['req/s']} req/s${share === null ? '' : ` (${pct(share)})`}, p99 ${row['p99 ms']} ms`,
    baseline: `pgbench ${tps ?? '–'} tps${pglite ? `; PGlite ${pglite['req/s']} req/s, p99 ${pglite['p99 ms']} ms` : ''}`,
    met: metText(share !== null && share >= 0.4 && row['p99 ms'] < 150 && row['non-2xx'] === 0),
  });
}
for (const row of all.filter((one) => one.database === 'PGlite')) {
  if (row['non-2xx'] > 0 || row.errors > 0) {
    goals.push({ goal: `PGlite: ${row.case} answers every request`, measured: `${row['non-2xx']} non-2xx, ${row.errors} errors`, baseline: '', met: metText(false) });
  }
}
reportGoals('Members\' list reads beside pgbench (bench:lists)', goals, { [`rotating autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per case`]: all });
