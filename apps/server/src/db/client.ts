import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `thread`: PGlite runs in a worker thread by default, so its synchronous WASM work leaves the
   * event loop free (docs/decisions/010); 'main' keeps it on this thread.
   */
  | { kind: 'pglite'; dataDir: string | null; thread?: 'worker' | 'main' };

// Any fixed number: it names the migration lock among the database's advisory locks.
const MIGRATION_LOCK_KEY = 417_017;

/**
 * Several instances starting together on one PostgreSQL (issue #17) would each apply the same
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
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
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
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  // The worker client answers the calls drizzle's pglite driver makes, as PGlite would.
  const client =
    target.thread === 'main'
      ? await PGlite.create(target.dataDir ?? 'memory://', { extensions: { unaccent } })
      : ((await PgliteWorkerClient.open(target.dataDir)) as unknown as PGlite);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
