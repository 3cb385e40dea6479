// npm run bench:web — builds the app, serves it on a fresh seeded database, then prints
// (a) the gzip bytes of JS and CSS the landing page loads, (b) the JS each app route loads before
// its first render, for a visitor and for a signed-in member, and (c) Lighthouse mobile scores of
// the public pages and of /feed and /chat, for a visitor and for a member.
import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

/* global window, document, MutationObserver -- code evaluated in the page */

const PORT = 3300;
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];
// A seeded demo member (apps/server/src/db/seed.ts).
const DEMO_MEMBER = { email: 'marie@lameute.local', password: 'meute-demo-2025' };
const LIGHTHOUSE_RUNS = [
  ...['/', '/community', '/support', '/feed', '/chat'].map((page) => ({ page, as: 'visitor' })),
  ...['/feed', '/chat'].map((page) => ({ page, as: 'member' })),
];
const APP_ROUTES = ['/feed', '/chat'];

execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });
// A private build, so a concurrent `npm start` or test run keeps its own apps/web/dist.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-dist-'));
// The page renderer imports its libraries from node_modules: it must live under the web app.
const ssrCache = path.resolve('apps/web/node_modules/.cache');
fs.mkdirSync(ssrCache, { recursive: true });
const ssrDir = fs.mkdtempSync(path.join(ssrCache, 'bench-ssr-'));
execSync(`npx vite build --outDir ${distDir} --emptyOutDir`, { stdio: 'inherit', cwd: 'apps/web' });
execSync(`npx vite build --ssr src/entry-server.tsx --outDir ${ssrDir} --emptyOutDir`, { stdio: 'inherit', cwd: 'apps/web' });
// `npm start` runs the compiled server (apps/server/dist).
execSync('npm run build -w @la-meute/server', { stdio: 'inherit' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-web-'));
const server = spawn('npm', ['run', 'start', '-w', '@la-meute/server'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, WEB_DIST_DIR: distDir, WEB_SSR_DIR: ssrDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(ssrDir, { recursive: true, force: true });
};

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

/** Signs the demo member in through the API; the session cookie, as a Cookie header value. */
async function signInDemoMember() {
  const response = await fetch(`${BASE}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!response.ok) throw new Error(`The demo member could not sign in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const emptyTotals = () => ({ script: { raw: 0, gzip: 0, files: 0 }, stylesheet: { raw: 0, gzip: 0, files: 0 } });

/** Counts the JS and CSS a page loads into whichever phase is current when each response arrives. */
function recordAssets(page, phases) {
  const state = { phase: phases.before, pending: [] };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const totals = state.phase;
    state.pending.push(
      response.body().then((body) => {
        totals[type].raw += body.length;
        totals[type].gzip += zlib.gzipSync(body, { level: 9 }).length;
        totals[type].files += 1;
      }),
    );
  });
  return state;
}

/** The landing page's JS and CSS before any interaction, then what its first tap loads (ADR 009). */
async function measureLandingBytes(browser) {
  const page = await browser.newPage({ locale: 'fr-FR' });
  const phases = { before: emptyTotals(), after: emptyTotals() };
  const state = recordAssets(page, phases);
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  state.phase = phases.after;
  await page.getByRole('button', { name: 'Explore as Guest' }).click();
  await page.getByText('Guest Mode Activated', { exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(state.pending);
  await page.close();
  return phases;
}

/**
 * The JS an app route requests before its first render (its heading reaches the DOM: in the
 * server's HTML for a visitor, from the app for a member), then what it loads until the network is
 * idle, without any interaction.
 */
async function measureRouteBytes(browser, route, cookie) {
  const context = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: BASE };
      }),
    );
  }
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      Object.assign(window, { firstRenderAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
  const { firstRenderAt, started } = await page.evaluate(() => ({
    firstRenderAt: window.firstRenderAt,
    started: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
  }));
  const phases = { before: { files: 0, gzip: 0 }, after: { files: 0, gzip: 0 } };
  for (const { url, gzip } of await Promise.all(scripts)) {
    const phase = started[url] !== undefined && started[url] < firstRenderAt ? phases.before : phases.after;
    phase.files += 1;
    phase.gzip += gzip;
  }
  await context.close();
  return phases;
}

async function runLighthouse(cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const results = [];
  try {
    for (const { page: pagePath, as } of LIGHTHOUSE_RUNS) {
      const result = await lighthouse(
        `${BASE}${pagePath}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          extraHeaders: as === 'member' ? { Cookie: cookie } : undefined,
        },
      );
      const categories = result.lhr.categories;
      results.push({
        page: pagePath,
        as,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: Math.round(result.lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(result.lhr.audits['total-blocking-time'].numericValue),
      });
      // What cost points, so a regression says where to look.
      const lost = Object.values(categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => result.lhr.audits[ref.id]))
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      if (lost.length > 0) console.log(`  ${pagePath} (${as}): ${lost.join(', ')}`);
      const issues = result.lhr.audits['inspector-issues']?.details?.items ?? [];
      for (const issue of issues) console.log(`    inspector issue: ${issue.issueType} ${JSON.stringify(issue.subItems?.items ?? [])}`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** The same shape as apps/server/bench/lib/goal-report.ts, for npm run bench (scripts/bench-report.mjs). */
function writeReportPart(landing, routeRows, scores) {
  const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
  const categories = ['performance', 'accessibility', 'bestPractices', 'seo'];
  const goals = [
    {
      goal: 'landing page JS before interaction, gzip (reported)',
      measured: `${landing.before.script.files} files, ${kb(landing.before.script.gzip)}`,
      baseline: `CSS ${kb(landing.before.stylesheet.gzip)}; the app after the first interaction ${kb(landing.after.script.gzip)}`,
      met: 'n/a',
    },
    ...scores.map((score) => {
      const all = categories.map((category) => score[category]);
      const isPublic = score.as === 'visitor' && ['/', '/community', '/support'].includes(score.page);
      return {
        goal: `Lighthouse ${score.page} (${score.as})${isPublic ? ': 100 in every category' : ' (reported)'}`,
        measured: all.join(' / '),
        baseline: `LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms`,
        met: isPublic ? (all.every((value) => value === 100) ? 'yes' : 'NO') : 'n/a',
      };
    }),
  ];
  const part = { title: 'Landing page and Lighthouse (bench:web)', goals, tables: { 'app routes, JS (gzip -9)': routeRows, Lighthouse: scores } };
  fs.writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(part, null, 2)}\n`);
}

try {
  await waitForServer();
  const cookie = await signInDemoMember();
  const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
  const line = (totals) => `${totals.files} files, ${kb(totals.raw)} raw, ${kb(totals.gzip)} gzip`;

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const { before, after } = await measureLandingBytes(browser);
  console.log('\nLanding page (/) assets loaded before interaction:');
  console.log(`  JS : ${line(before.script)}`);
  console.log(`  CSS: ${line(before.stylesheet)}`);
  console.log("Loaded by the first interaction (the app that takes over the page, 'Explore as Guest'):");
  console.log(`  JS : ${line(after.script)}`);

  const routeRows = [];
  for (const route of APP_ROUTES) {
    for (const as of ['visitor', 'member']) {
      const phases = await measureRouteBytes(browser, route, as === 'member' ? cookie : null);
      routeRows.push({
        route,
        as,
        'JS before first render': `${phases.before.files} files, ${kb(phases.before.gzip)} gzip`,
        'JS after, until idle': `${phases.after.files} files, ${kb(phases.after.gzip)} gzip`,
      });
    }
  }
  await browser.close();
  console.log('\nApp routes, JS (gzip -9) requested before their first render, then until the network is idle (no interaction):');
  console.table(routeRows);

  console.log('\nLighthouse (mobile emulation, simulated throttling):');
  const scores = await runLighthouse(cookie);
  console.table(scores);
  if (process.env.BENCH_JSON) writeReportPart({ before, after }, routeRows, scores);
} finally {
  stopServer();
}
