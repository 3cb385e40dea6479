import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { ensurePgliteTemplate, isNewPgliteFolder, migrationsFolder } from '../src/db/pglite-template';

// New embedded databases start from a migrated template instead of initdb + migrations.
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

async function appliedMigrations(handle: DatabaseHandle) {
  return Number(rowsOf(await handle.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`))[0]!.count);
}

describe('PGlite template', () => {
  const opened: DatabaseHandle[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const handle of opened) await handle.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('gives a new database every migration before migrate() runs, on the worker and on the main thread', async () => {
    for (const thread of ['worker', 'main'] as const) {
      const handle = await openDatabase({ kind: 'pglite', dataDir: null, thread });
      opened.push(handle);
      expect(await appliedMigrations(handle)).toBe(journal.entries.length);
      await handle.migrate();
      expect(await appliedMigrations(handle)).toBe(journal.entries.length);
    }
  });

  it('opens with the smaller memory settings', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    opened.push(handle);
    const shown = rowsOf(await handle.db.execute(sql`select current_setting('shared_buffers') as buffers, current_setting('maintenance_work_mem') as maintenance`));
    expect(shown[0]).toEqual({ buffers: '32MB', maintenance: '16MB' });
  });

  it('never replaces a data folder that already holds a database', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-template-'));
    folders.push(folder);
    expect(isNewPgliteFolder(folder)).toBe(true);
    const first = await openDatabase({ kind: 'pglite', dataDir: folder });
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    expect(isNewPgliteFolder(folder)).toBe(false);

    const again = await openDatabase({ kind: 'pglite', dataDir: folder });
    opened.push(again);
    expect(rowsOf(await again.db.execute(sql`select value from kept`))).toEqual([{ value: 'still here' }]);
  });

  it('is one file per set of migrations, made once however many ask at once', async () => {
    const files = await Promise.all(Array.from({ length: 5 }, () => ensurePgliteTemplate()));
    expect(new Set(files).size).toBe(1);
    expect(files[0]).toMatch(/pglite-templates\/[0-9a-f]{16}\.tar\.gz$/);
    expect(fs.statSync(files[0]!).size).toBeGreaterThan(1_000_000);
  });
});
