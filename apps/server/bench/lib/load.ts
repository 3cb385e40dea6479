import { spawn, type ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoadResult {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  errors: number;
  'loop lag p99 ms': number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** Every request as a browser sends it: compressed answers accepted. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/**
 * autocannon in its own process, so the load generator does not share the server's event loop,
 * whose delay is measured meanwhile.
 */
export function runAutocannon(
  url: string,
  options: { connections: number; durationS: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const headers = Object.entries({ ...BROWSER_HEADERS, ...options.headers }).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const child = spawn('npx', ['autocannon', '-c', String(options.connections), '-d', String(options.durationS), ...headers, '--json', url], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return collectLoadResult(child);
}

/**
 * The result of a load generator run as a child process that prints autocannon's JSON, beside
 * this (the server's) process's event-loop delay measured while it ran.
 */
export function collectLoadResult(child: ChildProcess, onClose: () => void = () => {}): Promise<LoadResult> {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      lag.disable();
      onClose();
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
