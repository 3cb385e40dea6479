// npm run bench:api — the signed-in request path and public reads under load (issue #9), every
// request sent as a browser sends it (Accept-Encoding: br, gzip), each figure beside its baseline
// from the same run: pgbench on the member feed's own SQL, and PostgreSQL beside the embedded
// default. Runs on embedded PGlite, and on PostgreSQL too when DATABASE_URL is set (in a fresh
// database on that server, dropped afterwards). Load generators run in their own processes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../src/db/client';
import { createSignedInMembers } from '../test/helpers/members';
import { runOnEachDatabase, startBenchApp } from './lib/app';
import { runAutocannon, type LoadResult } from './lib/load';
import { captureQuery, runPgbench } from './lib/pgbench';
import { seedBenchData, STORM_PASSWORD } from './lib/seed';
import { printGoals, type Figures } from './lib/goals';

const COUNTS = { members: 1000, posts: 10_000, messages: Number(process.env.BENCH_MESSAGES ?? 100_000), stormMembers: 200 };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const STORM_CONCURRENCY = 20;
const benchDir = path.dirname(fileURLToPath(import.meta.url));

function runLoginStorm(base: string, emails: string[]): Promise<{ perSecond: number; statuses: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(benchDir, 'login-storm.ts'), base, String(STORM_CONCURRENCY), String(DURATION_S + 2), emails.join(','), STORM_PASSWORD],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1) ?? ''));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

async function runOn(label: 'PGlite' | 'PostgreSQL', handle: DatabaseHandle, postgresUrl?: string) {
  // The sign-in storm comes from many addresses through a local "proxy".
  const server = await startBenchApp(handle, { TRUST_PROXY: '127.0.0.1' });
  const { app, config, base } = server;
  const seedStart = performance.now();
  const { postIds, stormEmails } = await seedBenchData(handle, COUNTS);
  const seedMs = Math.round(performance.now() - seedStart);
  const [member] = await createSignedInMembers(app, 1, 'bench');
  const cookie = member!.cookie;
  const load = (url: string, headers?: Record<string, string>) => runAutocannon(url, { connections: CONNECTIONS, durationS: DURATION_S, headers });

  const rows: (LoadResult & { database: string; case: string })[] = [];
  const measure = async (name: string, url: string, headers?: Record<string, string>) => {
    const result = await load(url, headers);
    rows.push({ database: label, case: name, ...result });
    return result;
  };
  const figures: Figures = { label };
  figures.visitorFeed = await measure('feed, visitor (micro-cache)', `${base}/api/posts`);
  figures.memberFeed = await measure('feed, member', `${base}/api/posts`, { cookie });
  figures.sessionCheck = await measure('session check, member', `${base}/api/auth/session`, { cookie });
  await measure('single post, visitor', `${base}/api/posts/${postIds[Math.floor(postIds.length / 2)]}`);
  figures.channels = await measure(`channels, ${COUNTS.messages / 1000}k messages`, `${base}/api/channels`);
  await measure('community stats', `${base}/api/community/stats`);
  // Issue #15: the heaviest new member read — eligible profiles scored for compatibility.
  await measure('dating discover, member', `${base}/api/dating/discover`, { cookie });
  if (fs.existsSync(path.join(config.webSsrDir, 'entry-server.js'))) {
    figures.landingVisitor = await measure('landing page, visitor', `${base}/`);
    figures.memberShell = await measure('app shell, member (/)', `${base}/`, { cookie });
  } else {
    console.log('The web app is not built (npm run build): page runs skipped.');
  }
  // The member feed while 20 sign-ins hash passwords at once, from another process.
  const [storm, stormed] = await Promise.all([runLoginStorm(base, stormEmails), measure('feed, member, during 20 concurrent sign-ins', `${base}/api/posts`, { cookie })]);
  figures.memberFeedDuringStorm = stormed;
  figures.signInsPerSecond = storm.perSecond;
  console.log(`${label}: sign-in storm ${storm.perSecond}/s, statuses ${JSON.stringify(storm.statuses)}`);

  // Issue #16: the search's limit (60 a minute per member or address) would refuse a load test:
  // timed one request after another instead, each from its own address, and its posts query
  // replayed by pgbench below. "meute" is in every seeded post: the worst case, all ranked.
  const searchMs: number[] = [];
  for (let index = 0; index < 40; index += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/search?q=meute', headers: { cookie }, remoteAddress: `10.16.0.${index + 1}` });
    if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
    searchMs.push(performance.now() - started);
  }
  searchMs.sort((a, b) => a - b);
  figures.search = { medianMs: Math.round(searchMs[20]!), p90Ms: Math.round(searchMs[36]!) };

  if (postgresUrl) {
    const searchQuery = await captureQuery(
      (text) => /ts_rank/.test(text) && /from "posts"/.test(text),
      () => app.inject({ method: 'GET', url: '/api/search?q=meute', headers: { cookie }, remoteAddress: '10.16.1.1' }),
    );
    if (searchQuery) figures.pgbenchSearchTps = runPgbench(postgresUrl, searchQuery, { clients: CONNECTIONS, durationS: DURATION_S });
    else console.log("The search's posts query was not seen: pgbench skipped.");
    // pgbench replays the exact SQL of a member's feed request.
    const query = await captureQuery(
      (text) => /from "posts"/.test(text) && /limit/i.test(text),
      () => app.inject({ method: 'GET', url: '/api/posts', headers: { cookie } }),
    );
    if (query) figures.pgbenchFeedTps = runPgbench(postgresUrl, query, { clients: CONNECTIONS, durationS: DURATION_S });
    else console.log('The feed query was not seen: pgbench skipped.');
  }
  await server.close();
  console.log(`${label}: seeded ${COUNTS.members} members, ${COUNTS.posts} posts, ${COUNTS.messages} chat messages in ${seedMs} ms`);
  return { rows, figures };
}

const results = await runOnEachDatabase('lameute_bench', runOn);

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per case, Accept-Encoding: br, gzip`);
const rows = results.flatMap((result) => result.rows);
console.table(rows);
printGoals(
  results.map((result) => result.figures),
  { [`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per case`]: rows },
);
