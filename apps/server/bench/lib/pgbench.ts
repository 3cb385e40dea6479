import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PLANNER_SETTINGS } from '../../src/db/pglite-options.js';

export interface CapturedQuery {
  /** The prepared statement's name, when the app named it. */
  name?: string | null;
  text: string;
  values: unknown[];
}

type QueryArgs = [string | { name?: string; text: string; values?: unknown[] } | undefined, unknown];

/** Calls `record` with every statement the app sends through node-postgres until the returned function is called. */
function startWatchingQueries(record: (query: CapturedQuery) => void): () => void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as QueryArgs;
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof text === 'string') {
      const values = Array.isArray(second) ? (second as unknown[]) : typeof first === 'string' ? [] : (first?.values ?? []);
      record({ name: typeof first === 'object' ? (first.name ?? null) : null, text, values });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return () => {
    pg.Client.prototype.query = original;
  };
}

async function watchQueries(record: (query: CapturedQuery) => void, run: () => Promise<unknown>): Promise<void> {
  const stop = startWatchingQueries(record);
  try {
    await run();
  } finally {
    stop();
  }
}

/** A short label for a statement: its prepared name, else its first words. */
export function queryLabel(query: Pick<CapturedQuery, 'name' | 'text'>): string {
  return query.name ?? query.text.slice(0, 80).replace(/\s+/g, ' ').slice(0, 60);
}

/**
 * Counts the statements sent, by label, until `stop` is called: under load, how many of each a
 * request really costs (a cached session sends no lookup; a miss does).
 */
export function countQueries(): { stop: () => Map<string, number> } {
  const counts = new Map<string, number>();
  const stop = startWatchingQueries((query) => {
    const label = queryLabel(query);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  });
  return {
    stop: () => {
      stop();
      return counts;
    },
  };
}

/**
 * Records the SQL the app really sends (text and parameters) while `run` executes, so pgbench
 * replays exactly the query of interest rather than a hand-written copy of it.
 */
export async function captureQuery(matches: (text: string) => boolean, run: () => Promise<unknown>): Promise<CapturedQuery | null> {
  let captured: CapturedQuery | null = null;
  await watchQueries((query) => {
    if (!captured && matches(query.text)) captured = query;
  }, run);
  return captured;
}

// Marks the work done on behalf of one captured run (see captureQueries).
const capturing = new AsyncLocalStorage<symbol>();

/**
 * Every statement, in order, that `run` makes the app send: a request's whole SQL, for a baseline
 * that does all the database work the request does. Only statements sent from `run`'s own async
 * context are kept: the app's background work (recommendations scheduled by a sign-in storm, timed
 * jobs) sends dozens while a request runs: the first statement that looked like the feed's query
 * could be one of theirs (pgbench once reported 52,909 tps, the feed's own statement ~2,900).
 */
export async function captureQueries(run: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const mark = Symbol('capture');
  const captured: CapturedQuery[] = [];
  // A query waiting for a busy pool is sent from whichever context frees a client: its callback
  // is bound to the context that asked, so the request's statements stay its own.
  const originalConnect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function (this: pg.Pool, ...args: unknown[]) {
    const bound = args.map((arg) => (typeof arg === 'function' ? AsyncResource.bind(arg as (...a: unknown[]) => unknown) : arg));
    return (originalConnect as (...a: unknown[]) => unknown).apply(this, bound);
  } as typeof originalConnect;
  try {
    await watchQueries(
      (query) => {
        if (capturing.getStore() === mark) captured.push(query);
      },
      // Awaited inside the context: app.inject's answer is a thenable sent only once awaited.
      () =>
        capturing.run(mark, async () => {
          await run();
        }),
    );
  } finally {
    pg.Pool.prototype.connect = originalConnect;
  }
  return captured;
}

/** One line per statement, whitespace folded, for a bench to print what its baseline replays. */
export function describeQueries(queries: CapturedQuery[], width = 140): string {
  return queries
    .map((query, index) => {
      const text = query.text.replace(/\s+/g, ' ').trim();
      return `  ${index + 1}. ${text.length > width ? `${text.slice(0, width)}…` : text} [${query.values.length} parameters]`;
    })
    .join('\n');
}

function valueText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  // An array as node-postgres sends it: a PostgreSQL array literal ('{}' when empty).
  if (Array.isArray(value)) return `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return String(value);
}

/**
 * One statement as a pgbench script line. Parameters stay parameters (pgbench's `-D` variables,
 * bound as in the app's prepared statement); inlining them as literals would let pgbench read a
 * time's ":00" as a variable. `prefix` keeps each statement's variables apart in a longer script.
 */
function toScriptLine(query: CapturedQuery, prefix: string, defines: string[]): string {
  const sql = query.text.replace(/\$(\d+)/g, (_match, index: string) => {
    if (Number(index) > query.values.length) throw new Error(`captured query lacks parameter $${index}`);
    const value = query.values[Number(index) - 1];
    if (value === null || value === undefined) return 'null';
    defines.push('-D', `${prefix}${index}=${valueText(value)}`);
    return `:${prefix}${index}`;
  });
  // pgbench reads every ":name" as a variable, even inside a quoted literal (to_char's "HH24:MI"):
  // such colons become chr(58), which PostgreSQL folds back into the same constant at plan time.
  // A `--` comment goes: folded onto the script's one line, it would swallow the rest of the
  // statement (the conversation list's comment made every replay a syntax error).
  const script = sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*/g, (token) =>
    token.startsWith('--') ? ' ' : token.startsWith("'") ? token.replaceAll(':', "' || chr(58) || '") : token,
  );
  return `${script.replace(/\s+/g, ' ')};`;
}

/**
 * pgbench's transactions per second for a script of statements run one after another, at the
 * given concurrency, sent as the app sent them: one pgbench "transaction" is the whole list (one request's SQL). A
 * statement that only some requests send (`share` < 1: a session lookup the cache usually spares)
 * runs in that share of the transactions, on a random draw.
 */
export function runPgbenchScript(url: string, queries: (CapturedQuery & { share?: number })[], options: { clients: number; durationS: number }): number {
  if (queries.length === 0) throw new Error('pgbench was given no statement');
  const defines: string[] = [];
  const lines = queries.map((query, index) => {
    const line = toScriptLine(query, queries.length === 1 ? 'p' : `s${index + 1}p`, defines);
    if (query.share === undefined || query.share >= 1) return line;
    return `\\set draw${index} random(1, 10000)\n\\if :draw${index} <= ${Math.round(query.share * 10000)}\n${line}\n\\endif`;
  });
  // The protocol the app used: its named statements are prepared once and keep their plan, the
  // others are planned on every run (an unnamed statement), as pgbench's extended mode does. Prepared
  // throughout, a list with `limit $n` was replayed with a generic plan that sorted every member,
  // slower than what the app ran.
  const mode = queries.every((query) => query.name) ? 'prepared' : 'extended';
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-pgbench-')), 'query.sql');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  try {
    const output = execFileSync(
      'pgbench',
      ['-n', '-M', mode, ...defines, '-c', String(options.clients), '-j', '2', '-T', String(options.durationS), '-f', file, url],
      // With the planner's prices the app gives its connections (client.ts): the same plans.
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PGOPTIONS: PLANNER_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' ') } },
    );
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    // A failed transaction would flatter the rate: say how many there were beside it.
    const processed = /actually processed: (\d+)/.exec(output)?.[1] ?? '?';
    const failed = /failed transactions: (\d+)/.exec(output)?.[1] ?? '?';
    const latency = /latency average = ([\d.]+ ms)/.exec(output)?.[1] ?? '?';
    console.log(`pgbench (${mode}): ${queries.length} statement(s) a transaction, ${processed} transactions, ${failed} failed, latency average ${latency}, ${tps} tps`);
    return Math.round(Number(tps));
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** pgbench's transactions per second for one query, sent as the app sent it, at the given concurrency. */
export function runPgbench(url: string, query: CapturedQuery, options: { clients: number; durationS: number }): number {
  return runPgbenchScript(url, [query], options);
}
