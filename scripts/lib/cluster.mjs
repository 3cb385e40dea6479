// Several La Meute instances on one PostgreSQL and one Redis behind HAProxy (deploy/haproxy.cfg):
// what `npm run start:cluster` runs, and what the cluster tests start.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer, serverLaunchArgs } from '../../apps/server/scripts/build-server.mjs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(repoRoot, 'apps/server');
export const HAPROXY = '/usr/sbin/haproxy';
export const PROXY_CONFIG = path.join(repoRoot, 'deploy/haproxy.cfg');
// deploy/haproxy.cfg names two instances; a third is a third `server` line there.
export const INSTANCE_COUNT = 2;

/** Creates the database named by `url` when it does not exist yet; true when it did not. */
export async function createDatabaseIfMissing(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await admin.end();
  }
}

async function waitForHealth(url, { timeoutMs, isAlive }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url} exited before answering`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}/healthz did not answer within ${timeoutMs} ms`);
}

function track(child, name, { output }) {
  const state = { exited: false, code: null, signal: null };
  child.on('exit', (code, signal) => Object.assign(state, { exited: true, code, signal }));
  if (output === 'inherit') {
    child.stdout?.on('data', (chunk) => process.stdout.write(`[${name}] ${chunk}`));
    child.stderr?.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  } else {
    // Kept whole: the error message when it fails to start, and what a test reads in it.
    state.log = '';
    const keep = (chunk) => (state.log += chunk);
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  return state;
}

/** The same server `npm start` runs, as a child process of its own (so a test can kill -9 it). */
function startInstance({ port, env, output }) {
  const child = spawn(process.execPath, serverLaunchArgs, {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = track(child, `app:${port}`, { output });
  return { port, url: `http://127.0.0.1:${port}`, child, state };
}

/**
 * Starts `INSTANCE_COUNT` instances on ports `port + 1`… and HAProxy on `port`. `env` reaches every
 * instance (DATABASE_URL and REDIS_URL at least). They share `dataDir` (media, keys, outbox), as they
 * would share a volume. Resolves once the proxy answers; `stop()` ends everything.
 */
export async function startCluster({ port, databaseUrl, redisUrl, dataDir, env = {}, output = 'inherit', startTimeoutMs = 60_000 }) {
  ensureDebianPackage({ binary: HAPROXY, pkg: 'haproxy', purpose: 'the load balancer of the local cluster' });
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', PROXY_CONFIG], {
    env: { ...process.env, LISTEN_PORT: String(port), APP1_ADDR: '127.0.0.1:1', APP2_ADDR: '127.0.0.1:2' },
  });
  if (check.status !== 0) throw new Error(`deploy/haproxy.cfg is invalid: ${check.stderr}`);
  // The tests start a cluster before any `npm run build`: the bundle is made here too (0.2 s).
  await buildServer();

  const sharedDataDir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'lameute-cluster-'));
  mkdirSync(sharedDataDir, { recursive: true });
  const baseUrl = `http://localhost:${port}`;
  const instanceEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: sharedDataDir,
    APP_URL: env.APP_URL ?? baseUrl,
    // The proxy is the only client the instances see: its X-Forwarded-For names the person.
    TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1,::1',
  };
  const instances = Array.from({ length: INSTANCE_COUNT }, (_, index) => startInstance({ port: port + 1 + index, env: instanceEnv, output }));
  const processes = [...instances];

  async function stop() {
    for (const { child, state } of processes) if (!state.exited) child.kill('SIGTERM');
    await Promise.all(
      processes.map(({ child, state }) =>
        state.exited
          ? undefined
          : new Promise((resolve) => {
              const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
              child.once('exit', () => {
                clearTimeout(force);
                resolve();
              });
            }),
      ),
    );
  }

  try {
    await Promise.all(instances.map((instance) => waitForHealth(instance.url, { timeoutMs: startTimeoutMs, isAlive: () => !instance.state.exited })));
    const proxyChild = spawn(HAPROXY, ['-db', '-f', PROXY_CONFIG], {
      env: { ...process.env, LISTEN_PORT: String(port), APP1_ADDR: `127.0.0.1:${port + 1}`, APP2_ADDR: `127.0.0.1:${port + 2}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proxy = { port, url: baseUrl, child: proxyChild, state: track(proxyChild, 'haproxy', { output }) };
    processes.push(proxy);
    await waitForHealth(`http://127.0.0.1:${port}`, { timeoutMs: 10_000, isAlive: () => !proxy.state.exited });
    return { url: baseUrl, proxyUrl: `http://127.0.0.1:${port}`, instances, proxy, dataDir: sharedDataDir, stop };
  } catch (error) {
    const logs = processes.map((entry) => entry.state.log?.slice(-4000)).filter(Boolean).join('\n');
    await stop();
    throw new Error(`${error.message}${logs ? `\n${logs}` : ''}`, { cause: error });
  }
}
