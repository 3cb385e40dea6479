// npm run build -w @la-meute/server — the production server as JavaScript (dist/main.js and the
// chunks it imports), and the template new embedded databases start from (src/db/pglite-template.ts).
// Loading the TypeScript sources through tsx took about 2 of the 3 seconds an instance spent
// importing its modules at start-up; Node loads the bundle directly. Dependencies are
// bundled too (finding and reading their thousands of files cost a warm start 0.2 s), except those
// that load native addons, WASM or files of their own by path, and those loaded only on first use
// (lib/lazy-module.ts), which stay in node_modules (EXTERNAL). Files the server reads are found from
// src/server-root.ts, which sits one level below apps/server in the sources as in dist/: chunks are
// written beside main.js, never in a subfolder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');

const EXTERNAL = [
  // Native addons, WASM, worker files or files read by path.
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pino',
  'pino-pretty',
  'pg-native',
  // Loaded on first use only.
  '@aws-sdk/client-s3',
  '@dicebear/core',
  '@dicebear/collection',
  '@socket.io/redis-adapter',
  'redis',
  'nodemailer',
  'web-push',
  'file-type',
];

/** How every script and test launches the production server (`node …serverLaunchArgs`), as `npm start` does. */
export const serverLaunchArgs = ['--enable-source-maps', path.join(outdir, 'main.js')];

/**
 * Builds dist/main.js and its chunks (about 0.2 s). Each file is written aside and renamed into
 * place, so a server launched while another process rebuilds reads whole files; chunk names carry
 * their content's hash, so the same sources give the same files.
 */
export async function buildServer() {
  const result = await build({
    absWorkingDir: serverDir,
    entryPoints: ['src/main.ts'],
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    // main.ts imports the app lazily, so the database opens while the app loads.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS dependencies call require(), which an ES module does not have.
    banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);" },
    logLevel: 'warning',
    write: false,
  });
  fs.mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(aside, file.contents);
    fs.renameSync(aside, file.path);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Old chunks go; the database templates stay (each is named after what it was made from).
  for (const name of fs.existsSync(outdir) ? fs.readdirSync(outdir) : []) {
    if (name !== 'pglite-templates') fs.rmSync(path.join(outdir, name), { recursive: true, force: true });
  }
  await buildServer();
  // Made now so the first start on an empty data folder does not make it (about 3 s).
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', "await (await import('./src/db/pglite-template.ts')).ensurePgliteTemplate();"], {
    cwd: serverDir,
    stdio: 'inherit',
  });
}
