// `npm run start:cluster`: two La Meute instances on the local PostgreSQL and Redis behind HAProxy,
// with the proxy configuration compose.yaml uses (docs/deploy.md). Ctrl+C stops everything.
//   PORT          the proxy's port (3000); the instances take the next ones
//   DATABASE_URL  postgres://postgres@127.0.0.1:5432/lameute by default, created and seeded when missing
//   REDIS_URL     redis://127.0.0.1:6379 by default
//   DATA_DIR      shared by the instances (./data/cluster by default)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabaseIfMissing, startCluster } from './lib/cluster.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lameute';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data/cluster'));

try {
  if (await createDatabaseIfMissing(databaseUrl)) {
    console.log(`Created the database ${new URL(databaseUrl).pathname.slice(1)}: adding the demo data.`);
    const seeded = spawnSync('npm', ['run', 'seed', '-w', '@la-meute/server'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    });
    if (seeded.status !== 0) throw new Error('Seeding the new database failed.');
  }
  const cluster = await startCluster({ port, databaseUrl, redisUrl, dataDir });
  console.log(`La Meute runs on ${cluster.instances.length} instances behind HAProxy: ${cluster.url}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // An instance that dies is reported; the proxy sends people to the other one meanwhile.
  for (const instance of cluster.instances) {
    instance.child.on('exit', (code, signal) => {
      if (!stopping) console.error(`The instance on port ${instance.port} stopped (${signal ?? `exit ${code}`}); the other one keeps serving.`);
    });
  }
  cluster.proxy.child.on('exit', () => {
    if (!stopping) {
      console.error('HAProxy stopped: stopping the instances.');
      void stop();
    }
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
