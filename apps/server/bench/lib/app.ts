import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** The new database's address, for pgbench. */
  url: string;
  /** Closes the handle and drops the database. */
  drop: () => Promise<void>;
}

/** A fresh, migrated database on the PostgreSQL server at `serverUrl`, dropped by `drop`. */
export async function openScratchPostgres(serverUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const handle = await openDatabase({ kind: 'postgres', url });
  const drop = async () => {
    await handle.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  try {
    await handle.migrate();
  } catch (error) {
    await drop();
    throw error;
  }
  return { handle, url, drop };
}

/** The app on `handle`, listening on a free local port, with its own data directory. */
export async function startBenchApp(handle: DatabaseHandle, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    PORT: '0',
    ...env,
  });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    config,
    base,
    /** Closes the app (not the database) and removes its data directory. */
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a bench on embedded PGlite, then on a scratch PostgreSQL database when DATABASE_URL is set
 * (its address passed on for pgbench), so every figure has its PostgreSQL counterpart.
 */
export async function runOnEachDatabase<R>(
  prefix: string,
  runOn: (label: 'PGlite' | 'PostgreSQL', handle: DatabaseHandle, postgresUrl?: string) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
  await pglite.migrate();
  results.push(await runOn('PGlite', pglite));
  await pglite.close();
  if (process.env.DATABASE_URL) {
    const postgres = await openScratchPostgres(process.env.DATABASE_URL, prefix);
    try {
      results.push(await runOn('PostgreSQL', postgres.handle, postgres.url));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('DATABASE_URL is not set: PostgreSQL run and pgbench baselines skipped.');
  }
  return results;
}

/**
 * The database as a running site has it some time after this much was written: the app's hourly
 * planner-statistics job run (ANALYZE; on the embedded database VACUUM too), and on PostgreSQL
 * what autovacuum does by then (VACUUM: dead rows reclaimed, the full-text indexes' pending
 * entries merged). Each bench calls it once its data is seeded.
 */
export async function settleAfterSeeding(app: App, handle: DatabaseHandle) {
  await app.scheduler.tick('planner-statistics');
  if (handle.kind === 'postgres') await handle.db.execute(sql`vacuum`);
}
