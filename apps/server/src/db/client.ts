import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PLANNER_SETTINGS, pgliteOptions } from './pglite-options.js';
import { ensurePgliteTemplate, isNewPgliteFolder, migrationsFolder } from './pglite-template';
import { PgliteWorkerClient } from './pglite-worker-client';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the one set of SQL migrations (both engines); returns how many were new. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `thread`: PGlite runs in a worker thread by default, so its synchronous WASM work leaves the
   * event loop free (docs/decisions/010); 'main' keeps it on this thread.
   */
  | {
      kind: 'pglite';
      dataDir: string | null;
      thread?: 'worker' | 'main';
      /** false: a new database without any migration (tests of the migrations themselves), not the template. */
      template?: boolean;
    };

// Any fixed number: it names the migration lock among the database's advisory locks.
const MIGRATION_LOCK_KEY = 417_017;

/**
 * Several instances starting together on one PostgreSQL would each apply the same
 * pending migrations: a session-level advisory lock lets the first apply them and the others then
 * find nothing to do.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

/** PGlite in `dataDir` (in memory when null), in a worker thread by default; PostgreSQL through `pg` with a URL. */
/** The database a server runs on: DATABASE_URL's PostgreSQL, else PGlite in DATA_DIR/db, in a worker. */
export function configuredDatabaseTarget(config: { databaseUrl?: string; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db'), thread: 'worker' };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // The planner's prices as the embedded database has them (pglite-options.js), given with each
    // connection rather than set on the database, which may be shared or not ours to alter.
    const options = PLANNER_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' ');
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options });
    // An idle client losing its connection (server restart, admin kill) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateOnce(pool, () => migratePg(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  const template = target.template !== false && isNewPgliteFolder(target.dataDir) ? await ensurePgliteTemplate() : null;
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  // The worker client answers the calls drizzle's pglite driver makes, as PGlite would.
  const client =
    target.thread === 'main'
      ? await PGlite.create(target.dataDir ?? 'memory://', pgliteOptions(template ? new Blob([fs.readFileSync(template)]) : undefined))
      : ((await PgliteWorkerClient.open(target.dataDir, template)) as unknown as PGlite);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
