// @ts-check
// The options every PGlite of ours opens with: the worker (pglite-worker.js), the main-thread
// variant (client.ts) and the template (pglite-template.ts). Plain JavaScript, like the worker,
// which Node starts without a TypeScript loader.
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * PGlite's WASM memory only grows: what PostgreSQL touches once stays in the process's RSS (an
 * embedded instance idled at 730 MB, twice one on PostgreSQL). Its default shared_buffers
 * (128 MB) is sized for a server sharing pages among connections; PGlite has one connection and
 * its data folder is read through the operating system's page cache: 32 MB took 120 MB off a new
 * database's RSS. CREATE INDEX in migrations used up to maintenance_work_mem (64 MB) once.
 */
const MEMORY_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'];

/**
 * How the planner prices reading a row through an index, on both engines (client.ts sets it on
 * every PostgreSQL connection). The default (4) prices a disk seek: the app's tables are read from
 * memory, and at that price the planner hashed and sorted every profile for a dating pool of 200
 * (5.5 ms) instead of walking the newest-profiles index (2.3 ms). 1.1 is the figure usually given
 * for data in memory or on SSDs.
 * @type {ReadonlyArray<readonly [string, string]>}
 */
export const PLANNER_SETTINGS = [['random_page_cost', '1.1']];

/** @param {Blob | undefined} loadDataDir a data folder to start from (the template) */
export function pgliteOptions(loadDataDir) {
  return {
    // unaccent: the forum's French full-text search ignores accents (migration 0014).
    extensions: { unaccent },
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS, ...PLANNER_SETTINGS.flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    loadDataDir,
  };
}
