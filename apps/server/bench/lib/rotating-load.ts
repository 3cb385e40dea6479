import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { BROWSER_HEADERS, type LoadResult } from './load';

export interface LoadTarget {
  /** Path and query, e.g. `/api/conversations`. */
  path: string;
  headers: Record<string, string>;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
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
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, base, String(options.connections), String(options.durationS), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      lag.disable();
      fs.rmSync(dir, { recursive: true, force: true });
      try {
        const result = JSON.parse(output) as AutocannonJson;
        resolve({
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'non-2xx': result.non2xx,
          errors: result.errors,
          'loop lag p99 ms': Math.round((lag.percentile(99) / 1e6) * 10) / 10,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
