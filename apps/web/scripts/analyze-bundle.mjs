// node apps/web/scripts/analyze-bundle.mjs [route ...] — builds the web app into a temporary
// directory and prints, for each route (default: feed chat home), what the JavaScript loaded
// before its first render is made of, per package: the minified bytes the source maps attribute
// to it, and its share of the chunks' gzip -9 size (each chunk's compressed size split in
// proportion to those bytes).
/* eslint-disable no-console -- a command-line report */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['feed', 'chat', 'home'];

/** The package a module belongs to: a node_modules package, the shared workspace, or app code. */
function ownerOf(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (match) return match[1];
  if (clean.includes('packages/shared/')) return '@la-meute/shared';
  if (clean.includes('/src/locales/')) return 'app: locales';
  const inApp = /apps\/web\/src\/([^/]+(?:\/[^/]+)?)/.exec(clean);
  return inApp ? `app: ${inApp[1]}` : clean;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of a source map's mappings: [generated column, source index] per segment. */
function decodeLine(line, state) {
  const segments = [];
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
        continue;
      }
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    state.column += values[0];
    if (values.length > 1) state.source += values[1];
    segments.push([state.column, values.length > 1 ? state.source : -1]);
  }
  return segments;
}

/** Minified bytes of a chunk per source file, read from its source map. */
function bytesPerSource(code, map) {
  const totals = new Map();
  const lines = code.split('\n');
  const state = { column: 0, source: 0 };
  map.mappings.split(';').forEach((mappingLine, index) => {
    state.column = 0;
    const segments = decodeLine(mappingLine, state);
    const text = lines[index] ?? '';
    segments.forEach(([column, source], position) => {
      const end = segments[position + 1]?.[0] ?? text.length;
      const name = source >= 0 ? map.sources[source] : '(unmapped)';
      totals.set(name, (totals.get(name) ?? 0) + Buffer.byteLength(text.slice(column, end)));
    });
  });
  return totals;
}

let bundle = null;
const importsOf = new Map();
const capture = {
  name: 'la-meute:capture-bundle',
  apply: 'build',
  generateBundle(_options, output) {
    bundle = output;
    for (const item of Object.values(output)) {
      if (item.type !== 'chunk') continue;
      for (const id of Object.keys(item.modules)) importsOf.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    }
  },
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-analyze-'));
await build({ root: webRoot, logLevel: 'warn', plugins: [capture], build: { outDir, emptyOutDir: true, sourcemap: true } });
process.on('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));

const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const gzipSize = (text) => zlib.gzipSync(text, { level: 9 }).length;

function staticClosure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

const chunkOf = (suffix) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
const entry = chunks.find((chunk) => chunk.isEntry);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function describe(label, files) {
  const owners = new Map();
  let totalGzip = 0;
  for (const file of files) {
    // As written: the code the plugin saw may precede the last transforms.
    const code = fs.readFileSync(path.join(outDir, file), 'utf8');
    const chunkGzip = gzipSize(code);
    const chunkRaw = Buffer.byteLength(code);
    totalGzip += chunkGzip;
    const mapFile = path.join(outDir, `${file}.map`);
    // A chunk without a map (the bundler's runtime) counts as a whole.
    const sources = fs.existsSync(mapFile)
      ? bytesPerSource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')))
      : new Map([[file, chunkRaw]]);
    for (const [source, bytes] of sources) {
      const owner = ownerOf(source);
      const entry = owners.get(owner) ?? { raw: 0, gzip: 0 };
      entry.raw += bytes;
      entry.gzip += (bytes / chunkRaw) * chunkGzip;
      owners.set(owner, entry);
    }
  }
  console.log(`\n${label}: ${files.size} chunks, ${kb(totalGzip)} gzip in all`);
  const rows = [...owners.entries()]
    .map(([owner, { raw, gzip }]) => ({ owner, minified: raw, gzip }))
    .filter((row) => row.gzip >= 200)
    .sort((a, b) => b.gzip - a.gzip);
  console.table(rows.map((row) => ({ package: row.owner, minified: kb(row.minified), 'gzip share': kb(row.gzip) })));
}

// The app's own chunks: what main.tsx starts, then the page module the router loads first.
const startApp = chunkOf('src/app/start-app.tsx');
for (const route of routes) {
  const page = chunkOf(`src/app/routes/${route}.tsx`);
  if (!entry || !startApp || !page) {
    console.log(`\n${route}: chunk not found`);
    continue;
  }
  const files = staticClosure([entry.fileName, startApp.fileName, page.fileName]);
  describe(`/${route === 'home' ? '' : route} — before its first render (boot, app, page)`, files);
  const pageCode = fs.readFileSync(path.join(outDir, page.fileName));
  console.log(`  the page's own chunk: ${page.fileName} ${kb(gzipSize(pageCode))} gzip`);
}
// WHO_IMPORTS=zod: the modules of each route's first-render chunks that import that package.
if (process.env.WHO_IMPORTS) {
  for (const route of routes) {
    const page = chunkOf(`src/app/routes/${route}.tsx`);
    if (!page) continue;
    for (const file of staticClosure([entry.fileName, startApp.fileName, page.fileName])) {
      for (const id of Object.keys(byFile.get(file).modules)) {
        if ((importsOf.get(id) ?? []).some((imported) => imported.includes(`node_modules/${process.env.WHO_IMPORTS}/`))) {
          console.log(`/${route}: ${file} holds ${id.replace(/.*\/(src)\//, '')}`);
        }
      }
      const importers = byFile.get(file).imports.filter((imported) => imported.startsWith(`assets/${process.env.WHO_IMPORTS}-`));
      if (importers.length > 0) console.log(`/${route}: ${file} imports ${importers.join(', ')}`);
    }
  }
}
