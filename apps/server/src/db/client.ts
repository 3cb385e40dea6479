import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** PGlite in `dataDir` (in memory when null) by default; PostgreSQL through `pg` with a URL. */
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
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir ?? 'memory://');
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
