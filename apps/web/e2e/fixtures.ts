import { randomInt } from 'node:crypto';
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn, type Account } from './support/auth-flows';

type Fixtures = {
  /** A confirmed account that is not signed in. */
  verifiedAccount: Account;
  /** A confirmed account, signed in on `page`. */
  member: Account;
};

// A private-range address per test: the server trusts X-Forwarded-For from loopback only in e2e.
function testClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Another browser: its own cookies, storage, language and client address (sign-up limits are per IP).
 * `options` go to the context as they are (xss.spec.ts bypasses the CSP there).
 */
export async function newBrowserPage(browser: Browser, baseURL: string | undefined, locale = 'fr-FR', options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale,
    extraHTTPHeaders: { 'X-Forwarded-For': testClientIp() },
    // As in playwright.config.ts: no service worker precaching the whole app in each new browser.
    serviceWorkers: 'block',
    ...options,
  });
  return context.newPage();
}

/** A story with several browsers and mailed sign-ups: generous, since CI shares two cores. */
// 3 minutes: the whole suite ran 3× slower on this machine on 2026-11-24, the same code included.
export const STORY_TIMEOUT_MS = 180_000;

/** Another browser with a new confirmed member signed in, on the home page. */
export async function newSignedInMember(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await newBrowserPage(browser, baseURL, undefined, options);
  await signIn(page, await createVerifiedAccount(page));
  return page;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': testClientIp() });
  },
  verifiedAccount: async ({ page }, provide) => {
    await provide(await createVerifiedAccount(page));
  },
  member: async ({ page, verifiedAccount }, provide) => {
    await signIn(page, verifiedAccount);
    await provide(verifiedAccount);
  },
});

export { expect };
