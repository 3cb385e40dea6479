import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverLaunchArgs } from '../../scripts/build-server.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How an instance is started: the compiled server, as `npm start` runs it (built once per bench run). */
export const SERVER_COMMAND: readonly [string, ...string[]] = [process.execPath, ...serverLaunchArgs];
let built: Promise<void> | undefined;

export interface InstanceMemory {
  rssKb: number;
  /** VmHWM: the most RSS the process has held since it started. */
  peakKb: number;
}

export interface BenchServer {
  url: string;
  child: ChildProcess;
  memory: () => InstanceMemory;
  /** SIGTERM, then SIGKILL if it has not exited within 15 s; resolves once it has exited (port free). */
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The instance at ${url} exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}/healthz did not answer within 60 s`);
}

function readMemory(pid: number): InstanceMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssKb: read('VmRSS'), peakKb: read('VmHWM') };
}

/**
 * One instance in production mode on `port`, its logs limited to warnings (on this terminal);
 * resolves once /healthz answers. `env` comes on top of this process's environment.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  const url = `http://localhost:${port}`;
  await (built ??= buildServer());
  const [command, ...args] = SERVER_COMMAND;
  // BENCH_CPU_PROF_DIR: each instance writes a V8 CPU profile there as it exits, to see where its
  // time goes (Node refuses --cpu-prof in NODE_OPTIONS, and that would profile the clients too).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  if (profileDir) args.unshift('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
  const child = spawn(command, args, {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), APP_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, memory: () => readMemory(child.pid!), stop };
}
