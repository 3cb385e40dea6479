import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_ORIGIN = 'http://localhost:3000';

// Matches the index.html theme-color and the favicon's disc.
const THEME_COLOR = '#2f4f3a';
// --background in src/index.css, so the splash screen matches the first paint.
const BACKGROUND_COLOR = '#f6f3ea';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
// The async forms run on libuv's thread pool: the files compress in parallel.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// In the shared contracts: a top-level `const x = a.b(…)` (a schema definition), and every `z.…`
// or `xSchema.…` expression (the fields inside one: `z.string().optional()` and
// `replySchema.nullable()` would otherwise be kept for their calls).
const SCHEMA_DEFINITION = /^((?:export )?const [\w$]+(?:: [^=\n]+)? = )(?=[A-Za-z_$][\w$]*\s*[.(])/gm;
const ZOD_EXPRESSION = /(?<![\w$.])(?=(?:z|[a-z]\w*Schema)\s*\.[a-z])/g;

const SHARED_CONTRACT = /packages\/shared\/src\/contracts\/[\w-]+\.ts$/;
const SHARED_SOURCE = /packages[\\/]shared[\\/]src[\\/]/;
const markPure = (code: string) => code.replace(ZOD_EXPRESSION, '/* @__PURE__ */ ').replace(SCHEMA_DEFINITION, '$1/* @__PURE__ */ ');

/**
 * ADR 011: the shared contracts define their zod schemas at module level, which the bundler must
 * keep (a call may have effects) even where nothing reads them, and with them zod itself. They are
 * pure (the package depends on zod only and builds data), so they are marked as such: a page that
 * only reads data, and so uses none of them, loads neither schemas nor zod.
 */
function markSchemasPure(): Plugin {
  return {
    name: 'la-meute:pure-schemas',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!SHARED_CONTRACT.test(id)) return null;
      return { code: markPure(code), map: null };
    },
  };
}

/** Writes .br and .gz copies of the built text files, which the server sends as they are. */
function precompress(): Plugin {
  return {
    name: 'la-meute:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

const OUTBOX_WORKER_ENTRY = fileURLToPath(new URL('./src/sw/outbox-sync.ts', import.meta.url));
const APP_SRC = fileURLToPath(new URL('./src', import.meta.url));
/** The outbox's Background Sync script, loaded by sw.js (workbox importScripts below). */
const OUTBOX_WORKER_SCRIPT = 'outbox-sw.js';

/**
 * ADR 033: the service worker replays the outbox with the pages' own code (lib/offline/outbox.ts),
 * bundled on its own as one classic script, since a worker's importScripts takes no modules.
 */
function outboxWorkerScript(): Plugin {
  return {
    name: 'la-meute:outbox-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      const { build } = await import('esbuild');
      await build({
        entryPoints: [OUTBOX_WORKER_ENTRY],
        outfile: path.join(options.dir ?? 'dist', OUTBOX_WORKER_SCRIPT),
        alias: { '@': APP_SRC },
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        legalComments: 'none',
        logLevel: 'warning',
        // The shared package is pure (ADR 011): what the replay does not read is left out of the
        // script, the contracts' schemas and zod with them (the pages get the same by markSchemasPure).
        plugins: [
          {
            name: 'pure-shared',
            setup(worker) {
              worker.onResolve({ filter: /.*/ }, async (args) => {
                const inShared = args.path === '@la-meute/shared' || SHARED_SOURCE.test(args.importer);
                if (!inShared || args.pluginData === 'resolving') return undefined;
                const found = await worker.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
                return found.errors.length > 0 ? undefined : { path: found.path, sideEffects: false };
              });
              worker.onLoad({ filter: SHARED_CONTRACT }, async ({ path: file }) => ({ contents: markPure(await fs.readFile(file, 'utf8')), loader: 'ts' }));
            },
          },
        ],
      });
    },
  };
}

const LUCIDE_INDEX = fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url));
const LUCIDE_IMPORT = /import\s*\{([^}]+)\}\s*from\s*['"]lucide-react['"];?/g;

/**
 * Each icon imported from its own module rather than lucide's index, which re-exports all of
 * them: the bundler then knows which icons each module uses, and so which the start needs (its
 * chunk) and which only a page does (that page's).
 */
function iconsByModule(): Plugin {
  let files: Map<string, string> | null = null;
  const readIndex = async () => {
    const index = await fs.readFile(LUCIDE_INDEX, 'utf8');
    const map = new Map<string, string>();
    for (const [, names = '', file = ''] of index.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
      for (const name of names.split(',')) map.set(name.replace('default as', '').trim(), file);
    }
    return map;
  };
  return {
    name: 'la-meute:icons-by-module',
    enforce: 'pre',
    apply: 'build',
    async transform(code, id) {
      if (!APP_SOURCE.test(id) || !code.includes('lucide-react')) return null;
      files ??= await readIndex();
      const icons = files;
      const rewritten = code.replace(LUCIDE_IMPORT, (statement, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            // A type (LucideIcon, LucideProps) keeps its import; a value is one icon's module.
            const [imported = '', local = imported] = name.replace(/^type\s+/, '').split(/\s+as\s+/);
            const file = icons.get(imported);
            // (As a type-only import: `import { type X }` would stay as an import of the index.)
            if (name.startsWith('type ')) return `import type { ${imported} } from 'lucide-react';`;
            if (!file) return `import { ${name} } from 'lucide-react';`;
            return `import ${local} from 'lucide-react/icons/${file}';`;
          })
          .join('\n'),
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

// The app's own source: libraries keep their chunks, and the shared package's index would bring
// every contract (and zod) into the start.
const APP_SOURCE = /apps[\\/]web[\\/]src[\\/]/;
const ICONS = /node_modules[\\/]lucide-react[\\/]/;
// ADR 028's tiers every feature may use, and the session's own API.
const SHARED_TIERS = /apps[\\/]web[\\/]src[\\/](lib|components|entities|features[\\/]auth[\\/]api)[\\/]/;
const LAYOUT_PARTS = ['./src/app/layout/bar-tools.tsx', './src/app/layout/live-watchers.tsx'];

/**
 * The app's own modules its start statically needs, minus the boot script's, as one chunk: pages
 * load only once the app has started, yet the bundler cannot know it and splits what they share
 * with the start into dozens of small chunks, each a request and a preload link the page adds.
 */
function startChunk() {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'la-meute:start-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const closure = (entry: string) => {
        const seen = new Set<string>();
        const pending = [entry];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const boot = closure(fileURLToPath(new URL('./src/main.tsx', import.meta.url)));
      for (const id of closure(fileURLToPath(new URL('./src/app/start-app.tsx', import.meta.url)))) {
        if (!boot.has(id) && (APP_SOURCE.test(id) || ICONS.test(id))) members.add(id);
      }
      // The layout's parts load right after the start: the shared code they need (a toast, the
      // realtime events), which pages use too, comes with the start rather than as a dozen small
      // chunks; their own features' code stays with them.
      for (const part of LAYOUT_PARTS) {
        for (const id of closure(fileURLToPath(new URL(part, import.meta.url)))) {
          if (!boot.has(id) && SHARED_TIERS.test(id)) members.add(id);
        }
      }
    },
  };
  return { plugin, test: (id: string) => members.has(id) };
}
const start = startChunk();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    outboxWorkerScript(),
    start.plugin,
    markSchemasPure(),
    iconsByModule(),
    // The page renderer for the server (ADR 009) needs no service worker of its own.
    !isSsrBuild &&
    VitePWA({
      // SPEC §1: the worker lives at /sw.js. main.tsx registers it through virtual:pwa-register:
      // nothing is injected into index.html, whose CSP allows no inline script.
      filename: 'sw.js',
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'La Meute',
        short_name: 'La Meute',
        description:
          'Communauté francophone de bien-être holistique, de souveraineté personnelle et de rencontres locales.',
        lang: 'fr',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Icons, favicon and manifest are added by the plugin (includeAssets, manifest icons).
        globPatterns: ['**/*.{js,css,html,woff2}'],
        // autoUpdate: a new worker takes over at once, so a deploy needs no manual cache clear.
        // (The plugin only sets these itself when it injects the registration, which we do not.)
        skipWaiting: true,
        clientsClaim: true,
        // Pages come from the network (a member's rendered for them, ADR 029); the shell only offline.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // The push and notificationclick handlers (public/push-sw.js) and the outbox's Background
        // Sync (src/sw/outbox-sync.ts, built by outboxWorkerScript), run inside sw.js.
        importScripts: ['/push-sw.js', `/${OUTBOX_WORKER_SCRIPT}`],
        // Loaded by sw.js itself, which the browser keeps with the worker: no copy in the precache.
        globIgnores: [OUTBOX_WORKER_SCRIPT],
        runtimeCaching: [
          {
            // Every page address from the server: its rendered page, or its 404. Offline, the
            // precached app shell opens the page. A member's page is never kept in a cache.
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            // The images a member was shown, for reading offline (ADR 033): from the network while
            // there is one (an image whose access ended is refused again), else the copy. The cache
            // is 'shown-images' (SHOWN_IMAGES_CACHE in lib/offline/clear-offline-data.ts), emptied on
            // sign-out. Serialised into sw.js: the pattern must stay inline.
            urlPattern: ({ url, sameOrigin, request }) => sameOrigin && request.destination === 'image' && url.pathname.startsWith('/media/'),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'shown-images',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Public figures of the landing and community pages, shown from cache when offline.
            // Serialised into sw.js: the pattern must stay inline (no outer variable).
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/(community\/.+|channels|events\/upcoming|public-config)$/.test(url.pathname),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'public-api',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 50, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    // Mirrors `paths` in tsconfig.json.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/healthz': API_ORIGIN,
      '/media': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  // The renderer needs no copy of the static files.
  publicDir: isSsrBuild ? false : 'public',
  ssr: {
    // The workspace package is TypeScript source: bundle it into the page renderer.
    noExternal: ['@la-meute/shared'],
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      treeshake: {
        // With markSchemasPure: the calls inside a schema definition (`z.string()` in `z.object`).
        manualPureFunctions: ['z'],
        // The shared package only declares data: a page takes from it the modules it reads, not
        // every module its index re-exports (which would bring every schema, and zod, along).
        moduleSideEffects: (id) => !id.includes('/packages/shared/src/'),
      },
      output: {
        // zod in a chunk of its own: left to itself the bundler may merge it into a chunk that a
        // reading page loads for something else (react-hook-form, for the chat's pseudonym form).
        // The shared constants, domain functions and endpoint tables (the zod-free `*-routes.ts`)
        // in one of their own too: once pages and the layout share enough of the package, the
        // bundler grouped them with the contracts (schemas and zod) into one chunk that every page
        // then loaded before showing itself.
        // The app's start and the icons in one chunk each (startChunk above; the icons are a few
        // hundred bytes apiece): a member's page loaded about a hundred files before it was live.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|use-sync-external-store)[\\/]/ },
            { name: 'shared-data', test: /packages[\\/]shared[\\/]src[\\/]((constants|domain)[\\/]|contracts[\\/](endpoint|[\w-]+-routes)\.ts)/ },
            // Only its own modules: what they import from the boot script stays there.
            { name: 'start-app', test: start.test, includeDependenciesRecursively: false },
            // The icons of more than one page (the start's are in its chunk); one page's are in its own.
            { name: 'icons', test: ICONS, minShareCount: 2 },
          ],
        },
      },
    },
  },
}));
