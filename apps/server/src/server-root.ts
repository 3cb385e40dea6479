import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This file sits one level below it in the sources
 * (src/server-root.ts) and the build bundles it into dist/main.js, also one level below, so the
 * one path works both ways; every other file finds its files from here, never from its own URL,
 * which the bundle changes.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's root, where data/ and the web build live by default. */
export const repoRoot = path.resolve(serverRoot, '../..');
