import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

/**
 * Records the SQL the app really sends (text and parameters) while `run` executes, so pgbench
 * replays exactly the member feed's query rather than a hand-written copy of it.
 */
export async function captureQuery(matches: (text: string) => boolean, run: () => Promise<unknown>): Promise<CapturedQuery | null> {
  const original = pg.Client.prototype.query;
  let captured: CapturedQuery | null = null;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    const values = Array.isArray(second) ? second : typeof first === 'string' ? [] : (first?.values ?? []);
    if (!captured && typeof text === 'string' && matches(text)) captured = { text, values };
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return captured;
}

function valueText(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** pgbench's transactions per second for one query, prepared, at the given concurrency. */
export function runPgbench(url: string, query: CapturedQuery, options: { clients: number; durationS: number }): number {
  // Parameters stay parameters (pgbench's `-D` variables, bound as in the app's prepared
  // statement); inlining them as literals would let pgbench read a time's ":00" as a variable.
  const defines: string[] = [];
  const sql = query.text.replace(/\$(\d+)/g, (_match, index: string) => {
    if (Number(index) > query.values.length) throw new Error(`captured query lacks parameter $${index}`);
    const value = query.values[Number(index) - 1];
    if (value === null || value === undefined) return 'null';
    defines.push('-D', `p${index}=${valueText(value)}`);
    return `:p${index}`;
  });
  // pgbench reads every ":name" as a variable, even inside a quoted literal (to_char's "HH24:MI"):
  // such colons become chr(58), which PostgreSQL folds back into the same constant at plan time.
  const script = sql.replace(/'(?:[^']|'')*'/g, (literal) => literal.replaceAll(':', "' || chr(58) || '"));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-pgbench-')), 'query.sql');
  fs.writeFileSync(file, `${script.replace(/\s+/g, ' ')};\n`);
  const output = execFileSync(
    'pgbench',
    ['-n', '-M', 'prepared', ...defines, '-c', String(options.clients), '-j', '2', '-T', String(options.durationS), '-f', file, url],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const tps = /tps = ([\d.]+)/.exec(output)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
  return Math.round(Number(tps));
}
