import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LatencyHistogram } from './realtime-latency';
import type { ReceiverKind } from './realtime-receiver';

/** What the parent gives each worker (as its one argument, in JSON). */
export interface ClientsWorkerOptions {
  bases: string[];
  /** The worker's first socket in the whole fleet: socket i goes to bases[i % bases.length]. */
  first: number;
  count: number;
  room: string;
  /** Sockets a worker opens at once, so handshakes do not storm the instances. */
  batch: number;
  receiver: ReceiverKind;
}

/** Parent → worker. */
export type ClientsCommand = { type: 'count' } | { type: 'finish' };

/** Worker → parent. */
export type ClientsReport =
  | { type: 'connected'; perBase: number[]; failed: number; firstError: string | null }
  | { type: 'count'; delivered: number }
  | { type: 'result'; delivered: number; dropped: number; histogram: LatencyHistogram };

export interface FleetResult {
  delivered: number;
  /** Sockets the server closed (or lost) after they had joined: each one loses what follows. */
  dropped: number;
  histograms: LatencyHistogram[];
}

export interface ClientFleet {
  /** The worker processes, for their CPU time. */
  pids: number[];
  /** Receiving sockets open and in the room, per instance (same order as `bases`). */
  perBase: number[];
  /** Sockets that could not connect or join. */
  failed: number;
  firstError: string | null;
  /** Messages received so far, all workers together. */
  delivered: () => Promise<number>;
  /** Collects every worker's counts and latencies, then closes their sockets. */
  finish: () => Promise<FleetResult>;
}

const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'realtime-clients-worker.ts');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The worker's next report of `type`, or a rejection if it exits first. */
function nextReport<T extends ClientsReport['type']>(child: ChildProcess, type: T): Promise<Extract<ClientsReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ClientsReport) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ClientsReport, { type: T }>);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`A clients worker exited (code ${code}) before its "${type}" report`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function command(child: ChildProcess, message: ClientsCommand) {
  child.send(message);
}

/**
 * `clients` receiving sockets (guests, as most readers of a public channel are), in worker
 * processes of at most `perWorker` sockets each: one process's event loop would otherwise be the
 * bottleneck at 10,000 sockets and inflate the latencies it measures. Resolves once every socket
 * has connected and joined `room` (or failed to).
 */
export async function startClients(options: {
  bases: string[];
  clients: number;
  room: string;
  perWorker: number;
  batch: number;
  receiver: ReceiverKind;
}): Promise<ClientFleet> {
  const workerCount = Math.max(1, Math.ceil(options.clients / options.perWorker));
  const workers: ChildProcess[] = [];
  let first = 0;
  for (let index = 0; index < workerCount; index += 1) {
    // Even shares: 10,000 over four workers is 2,500 each, 2,000 over one is 2,000.
    const count = Math.floor(options.clients / workerCount) + (index < options.clients % workerCount ? 1 : 0);
    const workerOptions: ClientsWorkerOptions = { bases: options.bases, first, count, room: options.room, batch: options.batch, receiver: options.receiver };
    workers.push(
      spawn(process.execPath, ['--import', 'tsx', workerFile, JSON.stringify(workerOptions)], {
        cwd: serverDir,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    first += count;
  }
  let reports: Extract<ClientsReport, { type: 'connected' }>[];
  try {
    reports = await Promise.all(workers.map((worker) => nextReport(worker, 'connected')));
  } catch (error) {
    for (const worker of workers) worker.kill();
    throw error;
  }
  return {
    pids: workers.map((worker) => worker.pid!),
    perBase: options.bases.map((_, base) => reports.reduce((sum, report) => sum + report.perBase[base]!, 0)),
    failed: reports.reduce((sum, report) => sum + report.failed, 0),
    firstError: reports.find((report) => report.firstError)?.firstError ?? null,
    delivered: async () => {
      const counts = await Promise.all(
        workers.map((worker) => {
          const reply = nextReport(worker, 'count');
          command(worker, { type: 'count' });
          return reply;
        }),
      );
      return counts.reduce((sum, report) => sum + report.delivered, 0);
    },
    finish: async () => {
      const results = await Promise.all(
        workers.map((worker) => {
          const reply = nextReport(worker, 'result');
          command(worker, { type: 'finish' });
          return reply;
        }),
      );
      await Promise.all(workers.map((worker) => (worker.exitCode === null ? new Promise((resolve) => worker.once('exit', resolve)) : null)));
      return {
        delivered: results.reduce((sum, result) => sum + result.delivered, 0),
        dropped: results.reduce((sum, result) => sum + result.dropped, 0),
        histograms: results.map((result) => result.histogram),
      };
    },
  };
}
