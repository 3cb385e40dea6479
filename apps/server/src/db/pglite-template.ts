import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { serverRoot } from '../server-root';
import { pgliteOptions } from './pglite-options.js';

/**
 * A new PGlite database costs PostgreSQL's initdb run in WASM plus every migration: about 3.5 s on
 * this machine, most of an empty start and of every test database. The same database
 * made once, as a gzipped copy of its data folder, loads in about 1 s. One copy per set of
 * migrations and PGlite version (the hash in its name), made by the build or by the first process
 * that needs it; a stale one is never used, it simply has another name.
 */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
const templatesFolder = path.join(serverRoot, 'dist/pglite-templates');

/** One key per set of migrations and PGlite version: a template made from other migrations is never used. */
export function templateKey(): string {
  const hash = crypto.createHash('sha256');
  // PGlite's manifest (its version): not exported, so found from its entry point.
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  hash.update(fs.readFileSync(path.join(folder, 'package.json')));
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(file: string): Promise<void> {
  const pg = await PGlite.create('memory://', pgliteOptions(undefined));
  try {
    await migrate(drizzle(pg), { migrationsFolder });
    const dump = await pg.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside, then renamed: processes making it at once each leave a whole file.
    const aside = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
    fs.writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(aside, file);
  } finally {
    await pg.close();
  }
}

let pending: Promise<string | null> | null = null;

/**
 * The template's path, made first when missing; null when it cannot be written (a read-only
 * install): a new database is then initialised the slow way, which is only slower.
 */
export function ensurePgliteTemplate(): Promise<string | null> {
  pending ??= (async () => {
    const file = path.join(templatesFolder, `${templateKey()}.tar.gz`);
    if (!fs.existsSync(file)) await makeTemplate(file);
    return file;
  })().catch((error: unknown) => {
    console.warn(`The PGlite template could not be made, new databases start slower: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  return pending;
}

/** True when `dataDir` holds no database yet (in memory counts as new): it can start from the template. */
export function isNewPgliteFolder(dataDir: string | null): boolean {
  return dataDir === null || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}
