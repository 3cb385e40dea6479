import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Services of a test's own, on loopback, that it may stop and start (the fault tests):
 * never the machine's shared PostgreSQL or Redis, which other tests and CI's database use.
 */

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'pg_ctl')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Why a private PostgreSQL cannot run here, or null when it can (Debian's server binaries, as root). */
export function privatePostgresUnavailable(): string | null {
  if (!postgresBinDir()) return 'the PostgreSQL server binaries (/usr/lib/postgresql/*/bin) are missing';
  if (!isRoot()) return 'a private PostgreSQL cluster runs as the postgres user, which needs root';
  return null;
}

/**
 * A throw-away PostgreSQL cluster on its own port, for a test to stop and start. Runs as the
 * `postgres` user (the server refuses root), with fsync off: its data is worthless.
 */
export async function startPrivatePostgres() {
  const bin = postgresBinDir()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-pg-'));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  fs.chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  fs.chownSync(dataDir, uidOf('postgres'), gidOf('postgres'));
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe', cwd: dir });
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  /** 'immediate' is a crash as far as clients see: their connections drop at once. */
  const stop = (mode: 'immediate' | 'fast' = 'immediate') => asPostgres('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop('immediate');
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}
function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}

/** Why a private Redis cannot run here, or null when it can. */
export function privateRedisUnavailable(): string | null {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'pipe' });
    return null;
  } catch {
    return 'redis-server is not installed';
  }
}

/** A Redis of the test's own (nothing kept on disk), to kill and start again on the same port. */
export async function startPrivateRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    // Ready once it accepts a connection.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ready = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, kill };
}

/** Why a small tmpfs cannot be mounted here (the disk-full test), or null when it can. */
export function smallDiskUnavailable(): string | null {
  if (!isRoot()) return 'mounting a small tmpfs needs root';
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return null;
  } catch {
    return 'this machine does not allow mounting a tmpfs';
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

/** A disk of `sizeKb` mounted at `dir` (created), for a test to fill; `unmount` removes it. */
export function mountSmallDisk(dir: string, sizeKb: number) {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir], { stdio: 'pipe' });
  return { unmount: () => execFileSync('umount', ['-l', dir], { stdio: 'pipe' }) };
}
