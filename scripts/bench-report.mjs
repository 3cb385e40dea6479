// npm run bench — every benchmark in turn (each `npm run bench:*` is one part and still runs on its
// own), then bench/report.md: each figure beside its goal and the baseline measured in the same run.
// The baselines need a PostgreSQL server and Redis: DATABASE_URL and REDIS_URL, else the local
// ones (127.0.0.1:5432 as postgres, 127.0.0.1:6379) when they answer. BENCH_PARTS=startup,api runs
// only those parts (the report then says which were left out).
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportFile = path.join(repoRoot, 'bench/report.md');
const PARTS = [
  { name: 'startup', script: 'bench:startup' },
  { name: 'api', script: 'bench:api' },
  { name: 'realtime', script: 'bench:realtime' },
  { name: 'messaging', script: 'bench:messaging' },
  { name: 'community', script: 'bench:community' },
  { name: 'lists', script: 'bench:lists' },
  { name: 'web', script: 'bench:web' },
];

function answers(command) {
  return spawnSync('sh', ['-c', command], { stdio: 'ignore' }).status === 0;
}

const env = { ...process.env };
if (!env.DATABASE_URL && answers('pg_isready -q -h 127.0.0.1 -p 5432')) env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
if (!env.REDIS_URL && answers('redis-cli -h 127.0.0.1 -p 6379 ping')) env.REDIS_URL = 'redis://127.0.0.1:6379';
const chosen = env.BENCH_PARTS ? env.BENCH_PARTS.split(',').map((name) => name.trim()) : PARTS.map((part) => part.name);
const partsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-report-'));

/** Runs one part, its output shown as it goes and its last lines kept for the report if it fails. */
function runPart(part) {
  const file = path.join(partsDir, `${part.name}.json`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', part.script], { cwd: repoRoot, env: { ...env, BENCH_JSON: file }, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      tail = (tail + chunk).slice(-3000);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (code) => {
      const minutes = Math.round((Date.now() - started) / 6000) / 10;
      const result = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
      resolve({ part, code, minutes, result, tail });
    });
  });
}

const cell = (value) => String(value ?? '').replaceAll('|', '\\|').replaceAll('\n', ' ');

function markdownTable(rows) {
  if (!rows?.length) return '_(none)_\n';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [
    `| ${columns.map(cell).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
    '',
  ].join('\n');
}

function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const read = (command) => {
    try {
      return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return 'not found';
    }
  };
  return [
    `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average before the run ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`,
    `Node.js ${process.version}; ${read('postgres --version || psql --version')}; ${read('redis-server --version').split(' ').slice(0, 3).join(' ')}`,
    `DATABASE_URL ${env.DATABASE_URL ? 'set (PostgreSQL baselines measured)' : 'not set: PostgreSQL baselines skipped'}; REDIS_URL ${env.REDIS_URL ? 'set' : 'not set: two-instance runs skipped'}`,
  ];
}

const header = machine();
const outcomes = [];
for (const part of PARTS.filter((candidate) => chosen.includes(candidate.name))) {
  console.log(`\n=== npm run ${part.script} ===`);
  outcomes.push(await runPart(part));
}

const lines = [
  '# Benchmark report',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Every baseline beside a figure was measured in the same run, on this machine:`,
  '',
  ...header.map((line) => `- ${line}`),
  '',
];
const allGoals = outcomes.flatMap((outcome) => outcome.result?.goals.filter((goal) => goal.met !== 'n/a') ?? []);
const missed = allGoals.filter((goal) => goal.met !== 'yes');
lines.push(`**${allGoals.length - missed.length} of ${allGoals.length} goals met.**${missed.length ? ' Missed: ' + missed.map((goal) => goal.goal).join('; ') + '.' : ''}`, '');
const left = PARTS.filter((part) => !chosen.includes(part.name)).map((part) => part.script);
if (left.length) lines.push(`Not run this time (BENCH_PARTS): ${left.join(', ')}.`, '');

for (const { part, code, minutes, result, tail } of outcomes) {
  lines.push(`## ${result?.title ?? `npm run ${part.script}`}`, '', `\`npm run ${part.script}\`, ${minutes} min${code === 0 ? '' : `, **exited with code ${code}**`}.`, '');
  if (!result) {
    lines.push('It wrote no results. Its last output:', '', '```', tail.trim(), '```', '');
    continue;
  }
  lines.push(markdownTable(result.goals));
  for (const [title, rows] of Object.entries(result.tables ?? {})) lines.push(`### ${title}`, '', markdownTable(rows));
}
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.writeFileSync(reportFile, `${lines.join('\n').trimEnd()}\n`);
fs.rmSync(partsDir, { recursive: true, force: true });
console.log(`\n${path.relative(repoRoot, reportFile)} written: ${allGoals.length - missed.length} of ${allGoals.length} goals met.`);
