import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// Its own port beside the app's, so parallel runs on other E2E_PORTs do not collide.
const TRANSLATOR_PORT = PORT + 50;
const TRANSLATOR_URL = `http://127.0.0.1:${TRANSLATOR_PORT}`;

// This file is evaluated by the runner and again by every worker; workers inherit the runner's
// environment, so the first evaluation creates the data dir and the others reuse it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lameute-e2e-'));
const DATA_DIR = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'apps/web/e2e',
  // A file's stories run in order; two files at a time. Members are made and signed in through
  // the API (support/auth-flows.ts), so two browsers beside the server fit on two cores; E2E_WORKERS
  // sets another count.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    // A service worker precaches the whole app (about 250 files) in every new browser context: only
    // the stories about the installed app (pwa.spec.ts) let it run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium: `npx playwright install` cannot download browsers here (scripts/ensure-chromium.mjs).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // The real server, serving the built SPA (npm run build -w @la-meute/web) and the API, on a
      // database seeded with the members and channels of apps/web/e2e/support/e2e-seed.json.
      command: 'npm run e2e:seed -w @la-meute/server && npm run start -w @la-meute/server',
      url: `${BASE_URL}/healthz`,
      // Never reuse a server: its data dir would not be the one the tests read mails from.
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR,
        SEED: '0',
        LOG_LEVEL: 'warn',
        // The stand-in provider below: 'Traduire' is offered only when one is configured (SPEC §7).
        LIBRETRANSLATE_URL: TRANSLATOR_URL,
        // Lets each test present its own client address (X-Forwarded-For, see e2e/fixtures.ts), so the
        // per-IP sign-up limits (25 per 5 min, 60 an hour) protect production without capping the suite's size.
        TRUST_PROXY: '127.0.0.1,::1',
      },
    },
    {
      // A fake LibreTranslate, so translation is tested up to the HTTP boundary.
      command: `node apps/web/e2e/support/fake-libretranslate.mjs ${TRANSLATOR_PORT}`,
      url: `${TRANSLATOR_URL}/`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
