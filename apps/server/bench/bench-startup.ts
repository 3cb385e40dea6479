// npm run bench:startup — from the server's launch to the first page (GET / answered 200
// with the rendered landing page), as `npm start` launches it, with an empty data folder (the
// embedded database made from its template, the demo seeded) and with that same folder again
// (warm); beside it, in the same run, the same sources launched the way they were before the build
// compiled them (TypeScript through tsx). Also each instance's memory once the first page is out:
// RSS with PGlite and with PostgreSQL (DATABASE_URL). Rounds alternate the two launches; medians.
// Env: BENCH_STARTUP_ROUNDS (3), BENCH_JSON (for npm run bench), DATABASE_URL (optional).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverLaunchArgs } from '../scripts/build-server.mjs';
import { ensurePgliteTemplate } from '../src/db/pglite-template';
import { openScratchPostgres } from './lib/app';
import { metText, reportGoals, type GoalRow } from './lib/goal-report';

const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);
const PORT = 3470;
const GOALS_MS = { empty: 5000, warm: 1500 };
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LAUNCHES = {
  compiled: serverLaunchArgs,
  'TypeScript through tsx (before)': ['--import', 'tsx', 'src/main.ts'],
} as const;
type Launch = keyof typeof LAUNCHES;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Launches one instance, times it to its first page, reads its memory, stops it. */
async function timeFirstPage(launch: Launch, env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, [...LAUNCHES[launch]], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${launch} exited with code ${child.exitCode}`);
      try {
        const response = await fetch(`http://localhost:${PORT}/`);
        const page = await response.text();
        if (response.ok && page.includes('<main')) break;
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
    const ms = Math.round(performance.now() - started);
    await sleep(500);
    return { ms, rssMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

await buildServer();
// Made by `npm run build`; made here too, so the empty start is timed as after a build.
await ensurePgliteTemplate();

const times: Record<Launch, { empty: number[]; warm: number[]; rss: number[] }> = {
  compiled: { empty: [], warm: [], rss: [] },
  'TypeScript through tsx (before)': { empty: [], warm: [], rss: [] },
};
for (let round = 0; round < ROUNDS; round += 1) {
  // Alternated, so a drift of the machine's speed reaches both launches alike.
  for (const launch of Object.keys(LAUNCHES) as Launch[]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-startup-'));
    try {
      times[launch].empty.push((await timeFirstPage(launch, { DATA_DIR: dataDir })).ms);
      const warm = await timeFirstPage(launch, { DATA_DIR: dataDir });
      times[launch].warm.push(warm.ms);
      times[launch].rss.push(warm.rssMb);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

let postgresRss: number | null = null;
if (process.env.DATABASE_URL) {
  const postgres = await openScratchPostgres(process.env.DATABASE_URL, 'lameute_bench_startup');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-startup-pg-'));
  try {
    postgresRss = (await timeFirstPage('compiled', { DATA_DIR: dataDir, DATABASE_URL: postgres.url })).rssMb;
  } finally {
    await postgres.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const before = times['TypeScript through tsx (before)'];
const compiled = times.compiled;
const table = (Object.keys(times) as Launch[]).map((launch) => ({
  launch,
  'empty folder ms': times[launch].empty.join(', '),
  'warm folder ms': times[launch].warm.join(', '),
  'RSS after the first page MB': times[launch].rss.join(', '),
}));
console.table(table);
const goals: GoalRow[] = [
  {
    goal: `start-up to the first page, empty data folder ≤ ${GOALS_MS.empty / 1000} s`,
    measured: `${median(compiled.empty)} ms (median of ${ROUNDS})`,
    baseline: `tsx ${median(before.empty)} ms`,
    met: metText(median(compiled.empty) <= GOALS_MS.empty),
  },
  {
    goal: `start-up to the first page, warm data folder ≤ ${GOALS_MS.warm / 1000} s`,
    measured: `${median(compiled.warm)} ms (median of ${ROUNDS})`,
    baseline: `tsx ${median(before.warm)} ms`,
    met: metText(median(compiled.warm) <= GOALS_MS.warm),
  },
  {
    goal: 'RSS of an idle instance after its first page (reported)',
    measured: `PGlite ${median(compiled.rss)} MB`,
    baseline: postgresRss === null ? 'PostgreSQL: DATABASE_URL not set' : `PostgreSQL ${postgresRss} MB; tsx on PGlite ${median(before.rss)} MB`,
    met: 'n/a',
  },
];
reportGoals('Start-up (bench:startup)', goals, { 'each round, in ms': table });
process.exit(0);
