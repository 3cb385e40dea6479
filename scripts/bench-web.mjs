// npm run bench:web — builds the app, serves it on a fresh seeded database, then prints
// (a) the gzip bytes of JS and CSS the landing page loads and (b) Lighthouse mobile scores.
import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const PORT = 3300;
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];
const PAGES = ['/', '/community', '/support'];

execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });
// A private build, so a concurrent `npm start` or test run keeps its own apps/web/dist.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-dist-'));
// The page renderer imports its libraries from node_modules: it must live under the web app.
const ssrCache = path.resolve('apps/web/node_modules/.cache');
fs.mkdirSync(ssrCache, { recursive: true });
const ssrDir = fs.mkdtempSync(path.join(ssrCache, 'bench-ssr-'));
execSync(`npx vite build --outDir ${distDir} --emptyOutDir`, { stdio: 'inherit', cwd: 'apps/web' });
execSync(`npx vite build --ssr src/entry-server.tsx --outDir ${ssrDir} --emptyOutDir`, { stdio: 'inherit', cwd: 'apps/web' });

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

const emptyTotals = () => ({ script: { raw: 0, gzip: 0, files: 0 }, stylesheet: { raw: 0, gzip: 0, files: 0 } });

/** The landing page's JS and CSS before any interaction, then what its first tap loads (ADR 009). */
async function measureLandingBytes() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage({ locale: 'fr-FR' });
  const phases = { before: emptyTotals(), after: emptyTotals() };
  let phase = phases.before;
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const totals = phase;
    pending.push(
      response.body().then((body) => {
        totals[type].raw += body.length;
        totals[type].gzip += zlib.gzipSync(body, { level: 9 }).length;
        totals[type].files += 1;
      }),
    );
  });
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  phase = phases.after;
  await page.getByRole('button', { name: 'Explore as Guest' }).click();
  await page.getByText('Guest Mode Activated', { exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await browser.close();
  return phases;
}

async function runLighthouse() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const results = [];
  try {
    for (const pagePath of PAGES) {
      const result = await lighthouse(`${BASE}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = result.lhr.categories;
      results.push({
        page: pagePath,
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
      if (lost.length > 0) console.log(`  ${pagePath}: ${lost.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

try {
  await waitForServer();
  const { before, after } = await measureLandingBytes();
  const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
  const line = (totals) => `${totals.files} files, ${kb(totals.raw)} raw, ${kb(totals.gzip)} gzip`;
  console.log('\nLanding page (/) assets loaded before interaction:');
  console.log(`  JS : ${line(before.script)}`);
  console.log(`  CSS: ${line(before.stylesheet)}`);
  console.log("Loaded by the first interaction (the app that takes over the page, 'Explore as Guest'):");
  console.log(`  JS : ${line(after.script)}`);
  console.log('\nLighthouse (mobile emulation, simulated throttling):');
  console.table(await runLighthouse());
} finally {
  stopServer();
}
