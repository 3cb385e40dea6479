// npm run bench:api — the feed and single-post endpoints under load (issue: feed and posts), and
// the landing page (ADR 009): the shared server render for visitors, the app shell for a member.
// Runs on embedded PGlite, and on PostgreSQL too when DATABASE_URL is set (in a fresh database on
// that server, dropped afterwards). autocannon runs in a child process so it does not share the
// server's event loop, whose delay is measured while it runs.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { posts, user } from '../src/db/schema';
import { createSignedInMembers } from '../test/helpers/members';

const MEMBERS = 1000;
const POSTS = 10_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);

async function seed(handle: DatabaseHandle) {
  const ids = Array.from({ length: MEMBERS }, () => crypto.randomUUID());
  for (let start = 0; start < MEMBERS; start += 250) {
    await handle.db.insert(user).values(
      ids.slice(start, start + 250).map((id, index) => ({ id, email: `bench${start + index}@example.org`, name: `Membre ${start + index}`, emailVerified: true })),
    );
  }
  const now = Date.now();
  const postIds: string[] = [];
  for (let start = 0; start < POSTS; start += 1000) {
    const rows = await handle.db
      .insert(posts)
      .values(
        Array.from({ length: 1000 }, (_, index) => ({
          userId: ids[(start + index) % MEMBERS]!,
          content: `Publication ${start + index} de la meute #wellness #community — ${'bla '.repeat(20)}`,
          createdAt: new Date(now - (start + index) * 60_000),
        })),
      )
      .returning({ id: posts.id });
    postIds.push(...rows.map((row) => row.id));
  }
  return postIds;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

function autocannon(url: string, cookie?: string): Promise<AutocannonResult> {
  const headers = cookie ? ['-H', `cookie=${cookie}`] : [];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['autocannon', '-c', String(CONNECTIONS), '-d', String(DURATION_S), ...headers, '--json', url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(output) as AutocannonResult);
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function runOn(label: string, handle: DatabaseHandle) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-api-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', PORT: '0' });
  const app = await buildApp({ config, database: handle, logger: false });
  const seedStart = performance.now();
  const postIds = await seed(handle);
  const seedMs = Math.round(performance.now() - seedStart);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const rows = [];
  const [member] = await createSignedInMembers(app, 1, 'bench');
  const scenarios: [string, string, string?][] = [
    ['feed', `${base}/api/posts`],
    ['single post', `${base}/api/posts/${postIds[Math.floor(postIds.length / 2)]}`],
  ];
  if (fs.existsSync(path.join(config.webSsrDir, 'entry-server.js'))) {
    scenarios.push(['landing page, visitor', `${base}/`], ['landing page, member (app shell)', `${base}/`, member!.cookie]);
  } else {
    console.log('The web app is not built (npm run build): landing page runs skipped.');
  }
  for (const [name, url, cookie] of scenarios) {
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const result = await autocannon(url, cookie);
    lag.disable();
    rows.push({
      database: label,
      endpoint: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
      'loop lag p99 ms': Math.round((lag.percentile(99) / 1e6) * 10) / 10,
    });
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`${label}: seeded ${MEMBERS} members and ${POSTS} posts in ${seedMs} ms`);
  return rows;
}

const results = [];
const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
await pglite.migrate();
results.push(...(await runOn('PGlite', pglite)));
await pglite.close();

if (process.env.DATABASE_URL) {
  const name = `lameute_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await postgres.migrate();
    results.push(...(await runOn('PostgreSQL', postgres)));
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log('DATABASE_URL is not set: PostgreSQL run skipped.');
}

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per endpoint`);
console.table(results);
