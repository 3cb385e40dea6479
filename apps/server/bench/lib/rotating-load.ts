import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_HEADERS, collectLoadResult, type LoadResult } from './load';

export interface LoadTarget {
  /** Path and query, e.g. `/api/conversations`. */
  path: string;
  headers: Record<string, string>;
}

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rotating-load-worker.ts');

/**
 * Like runAutocannon, but each request takes the next target of the list in turn (many members'
 * cookies, many conversations): one cookie would only measure one member's cached session and
 * rows. autocannon runs in its own process; the server's event-loop delay is measured meanwhile.
 */
export function runRotatingAutocannon(base: string, targets: LoadTarget[], options: { connections: number; durationS: number }): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-load-'));
  const file = path.join(dir, 'targets.json');
  fs.writeFileSync(file, JSON.stringify(targets.map((target) => ({ path: target.path, headers: { ...BROWSER_HEADERS, ...target.headers } }))));
  const child = spawn(process.execPath, ['--import', 'tsx', worker, base, String(options.connections), String(options.durationS), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return collectLoadResult(child, () => fs.rmSync(dir, { recursive: true, force: true }));
}
