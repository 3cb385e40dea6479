import crypto from 'node:crypto';
import pg from 'pg';
import { describe, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { templateKey } from '../../src/db/pglite-template';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.DATABASE_URL_TEST;

/**
 * A fresh database, already migrated unless `unmigrated`: in-memory PGlite (from its template), or a
 * new database on the PostgreSQL server (a copy of its template).
 */
export async function openTestDatabase(kind: DatabaseKind, { unmigrated = false } = {}): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, template: !unmigrated });
    return { ...handle, drop: handle.close };
  }
  const { url, drop } = await createPostgresTestDatabase({ migrated: !unmigrated });
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await drop();
    },
  };
}

// Any fixed number: it names the template's lock among the test server's advisory locks.
const TEMPLATE_LOCK_KEY = 417_018;

function databaseUrl(name: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let template: Promise<string> | null = null;

/**
 * The migrated database every migrated test database is copied from (CREATE DATABASE … TEMPLATE):
 * made once per set of migrations (the key in its name), by whichever test process comes first
 * while the others wait on an advisory lock. Built under another name and renamed when whole.
 */
function ensurePostgresTemplate(): Promise<string> {
  template ??= withAdmin(async (admin) => {
    const name = `lameute_template_${templateKey()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists "${building}" with (force)`);
        await admin.query(`create database "${building}"`);
        const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(building) });
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await admin.query(`alter database "${building}" rename to "${name}"`);
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return template;
}

/**
 * A new database on the PostgreSQL server of DATABASE_URL_TEST, empty or already migrated (a copy
 * of the template): its URL, and how to drop it.
 */
export async function createPostgresTestDatabase({ migrated = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!postgresUrl) throw new Error('DATABASE_URL_TEST is not set');
  const name = `lameute_test_${crypto.randomBytes(6).toString('hex')}`;
  const source = migrated ? ` template "${await ensurePostgresTemplate()}"` : '';
  await withAdmin((admin) => admin.query(`create database "${name}"${source}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/**
 * Runs a suite on PGlite and, when DATABASE_URL_TEST is set, again on PostgreSQL. Without it the
 * PostgreSQL run is skipped loudly, except in CI where its absence is a failure.
 */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void) {
  describe(`${name} [pglite]`, () => suite('pglite'));
  if (postgresUrl) {
    describe(`${name} [postgres]`, () => suite('postgres'));
  } else if (process.env.CI === 'true') {
    describe(`${name} [postgres]`, () => {
      it('needs DATABASE_URL_TEST in CI', () => {
        throw new Error('DATABASE_URL_TEST is not set: CI must run the API tests on PostgreSQL too.');
      });
    });
  } else {
    console.warn(`\n⚠️  DATABASE_URL_TEST is not set: "${name}" is NOT run on PostgreSQL (PGlite only).\n`);
  }
}
