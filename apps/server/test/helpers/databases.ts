import crypto from 'node:crypto';
import pg from 'pg';
import { describe, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.DATABASE_URL_TEST;

/**
 * A fresh database: in-memory PGlite (already migrated, from the template, unless `unmigrated`), or a
 * new, empty database on the PostgreSQL server.
 */
export async function openTestDatabase(kind: DatabaseKind, { unmigrated = false } = {}): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, template: !unmigrated });
    return { ...handle, drop: handle.close };
  }
  const { url, drop } = await createPostgresTestDatabase();
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of DATABASE_URL_TEST: its URL, and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!postgresUrl) throw new Error('DATABASE_URL_TEST is not set');
  const name = `lameute_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
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
