// npm run bench:api — the signed-in request path and public reads under load, every
// request sent as a browser sends it (Accept-Encoding: br, gzip), each figure beside its baseline
// from the same run: pgbench on all the SQL of a member feed request, argon2id verification alone
// beside the sign-in rate, and PostgreSQL beside the embedded default. Runs on embedded PGlite, and
// on PostgreSQL too when DATABASE_URL is set (in a fresh database on that server, dropped
// afterwards). Load generators, and the argon2id measure, run in their own processes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createSignedInMembers } from '../test/helpers/members';
import { runOnEachDatabase, settleAfterSeeding, startBenchApp } from './lib/app';
import { runAutocannon, type LoadResult } from './lib/load';
import { captureQueries, captureQuery, describeQueries, runPgbench, runPgbenchScript, type CapturedQuery } from './lib/pgbench';
import { ownCpuMs, postgresCpuMs } from './lib/process-cpu';
import { seedBenchData, STORM_PASSWORD } from './lib/seed';
import { printGoals, type Argon2Ceiling, type Figures } from './lib/goals';

const COUNTS = { members: 1000, posts: 10_000, messages: Number(process.env.BENCH_MESSAGES ?? 100_000), stormMembers: 200 };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const STORM_CONCURRENCY = 20;
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Runs a bench script in its own node process and answers the JSON of its last output line. */
function runScriptForJson<T>(file: string, args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, file), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '') as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

function runLoginStorm(base: string, emails: string[]) {
  const args = [base, String(STORM_CONCURRENCY), String(DURATION_S + 2), emails.join(','), STORM_PASSWORD];
  return runScriptForJson<{ perSecond: number; statuses: Record<string, number> }>('login-storm.ts', args);
}

/**
 * The sign-in storm's ceiling: argon2id verification alone, as many callers at once, with the
 * server's bound and with every core, measured before any server runs (argon2-ceiling.ts).
 */
function measureArgon2Ceiling(): Promise<Argon2Ceiling> {
  return runScriptForJson<Argon2Ceiling>('argon2-ceiling.ts', [String(STORM_CONCURRENCY), String(DURATION_S)]);
}

/** Whether these statements read the session (SessionCache missed) or not. */
const readsSession = (queries: CapturedQuery[]) => queries.some((query) => /from "session"/.test(query.text));

/**
 * pgbench on every statement one member feed request sends, in order: one pgbench transaction is
 * one request's SQL. SessionCache keeps a session 3 s, so under load nearly every request finds it
 * there and only the first after a pause reads it: both are printed, the second is replayed.
 */
async function measureFeedSqlWithPgbench(app: App, cookie: string, postgresUrl: string): Promise<number | undefined> {
  const feedRequest = () => app.inject({ method: 'GET', url: '/api/posts', headers: { cookie } });
  const first = await captureQueries(feedRequest);
  const next = await captureQueries(feedRequest);
  const session = (queries: CapturedQuery[]) => (readsSession(queries) ? 'session read from the database' : 'session from the cache');
  console.log(`Member feed, first request after a pause (${session(first)}): ${first.length} statements\n${describeQueries(first)}`);
  console.log(`Member feed, next request (${session(next)}), replayed by pgbench: ${next.length} statements\n${describeQueries(next)}`);
  if (next.length === 0) {
    console.log('The feed request sent no SQL: pgbench skipped.');
    return undefined;
  }
  return runPgbenchScript(postgresUrl, next, { clients: CONNECTIONS, durationS: DURATION_S });
}

async function runOn(label: 'PGlite' | 'PostgreSQL', handle: DatabaseHandle, postgresUrl?: string) {
  // The sign-in storm comes from many addresses through a local "proxy".
  const server = await startBenchApp(handle, { TRUST_PROXY: '127.0.0.1' });
  const { app, config, base } = server;
  const seedStart = performance.now();
  const { postIds, stormEmails } = await seedBenchData(handle, COUNTS);
  const seedMs = Math.round(performance.now() - seedStart);
  await settleAfterSeeding(app, handle);
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
  // Where the member feed's CPU goes: this process (the app, its compression threads, PGlite's
  // worker) against PostgreSQL's backends, per request. The load generator is a child, not counted.
  const cpuBefore = { app: ownCpuMs(), postgres: postgresCpuMs() };
  figures.memberFeed = await measure('feed, member', `${base}/api/posts`, { cookie });
  const postgresAfter = postgresCpuMs();
  const requests = figures.memberFeed['req/s'] * DURATION_S;
  figures.memberFeedCpu = {
    appMs: round2((ownCpuMs() - cpuBefore.app) / requests),
    postgresMs: postgresUrl && cpuBefore.postgres !== null && postgresAfter !== null ? round2((postgresAfter - cpuBefore.postgres) / requests) : null,
  };
  // The same feed uncompressed: what compressing it on the fly costs, beside it.
  figures.memberFeedUncompressed = await measure('feed, member, uncompressed', `${base}/api/posts`, { cookie, 'accept-encoding': 'identity' });
  figures.sessionCheck = await measure('session check, member', `${base}/api/auth/session`, { cookie });
  await measure('single post, visitor', `${base}/api/posts/${postIds[Math.floor(postIds.length / 2)]}`);
  figures.channels = await measure(`channels, ${COUNTS.messages / 1000}k messages`, `${base}/api/channels`);
  await measure('community stats', `${base}/api/community/stats`);
  // The heaviest new member read — eligible profiles scored for compatibility.
  await measure('dating discover, member', `${base}/api/dating/discover`, { cookie });
  if (fs.existsSync(path.join(config.webSsrDir, 'entry-server.js'))) {
    figures.landingVisitor = await measure('landing page, visitor', `${base}/`);
    figures.visitorFeedPage = await measure('feed page, visitor (shared render)', `${base}/feed`);
    // ADR 029: a member's page is rendered for them on every request, never cached.
    figures.memberFeedPage = await measure('feed page, member (rendered for them)', `${base}/feed`, { cookie });
  } else {
    console.log('The web app is not built (npm run build): page runs skipped.');
  }
  // The member feed while 20 sign-ins hash passwords at once, from another process.
  const [storm, stormed] = await Promise.all([runLoginStorm(base, stormEmails), measure('feed, member, during 20 concurrent sign-ins', `${base}/api/posts`, { cookie })]);
  figures.memberFeedDuringStorm = stormed;
  figures.signInsPerSecond = storm.perSecond;
  console.log(`${label}: sign-in storm ${storm.perSecond}/s, statuses ${JSON.stringify(storm.statuses)}`);

  // The search's limit (60 a minute per member or address) would refuse a load test:
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
    figures.pgbenchFeedTps = await measureFeedSqlWithPgbench(app, cookie, postgresUrl);
  }
  await server.close();
  console.log(`${label}: seeded ${COUNTS.members} members, ${COUNTS.posts} posts, ${COUNTS.messages} chat messages in ${seedMs} ms`);
  return { rows, figures };
}

const argon2Ceiling = await measureArgon2Ceiling();
console.log(`argon2id verification alone: ${JSON.stringify(argon2Ceiling)}`);
const results = await runOnEachDatabase('lameute_bench', runOn);
for (const result of results) result.figures.argon2Ceiling = argon2Ceiling;

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per case, Accept-Encoding: br, gzip`);
const rows = results.flatMap((result) => result.rows);
console.table(rows);
printGoals(
  results.map((result) => result.figures),
  { [`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per case`]: rows },
);
