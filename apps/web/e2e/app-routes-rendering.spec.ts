import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import seed from './support/e2e-seed.json' with { type: 'json' };

// The budget of JavaScript an app route loads before its first render (gzip).
const APP_ROUTE_SCRIPT_BUDGET_GZIP_BYTES = 150 * 1024;
// The seeded channel with the most messages: its history is what /chat opens on.
const busiestChannel = [...seed.channels].sort((a, b) => b.messages - a.messages)[0]!;

/** Every script the page loads from now on: its address and its gzip -9 size. */
function recordScripts(page: Page): Promise<{ url: string; gzip: number }>[] {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length })));
  });
  return scripts;
}

/** A post by a new member, through the API: the e2e database starts without any. */
async function publishPost(page: Page, content: string) {
  const response = await page.request.post('/api/posts', { data: { content } });
  expect(response.ok()).toBe(true);
}

test.describe('Server-rendered app routes (ADR 011)', () => {
  test('the feed reads without JavaScript: the server sends its first page of posts', async ({ page, member, browser }) => {
    expect(member.email).toBeTruthy();
    const content = `Cueillette de sureau au petit matin ${randomUUID().slice(0, 6)} #wellness`;
    await publishPost(page, content);

    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', serviceWorkers: 'block' });
    const visitor = await context.newPage();
    // The shared render is kept 2 s: the post shows in the next one.
    await expect(async () => {
      await visitor.goto('/feed');
      await expect(visitor.getByRole('feed').getByRole('article').filter({ hasText: content })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(visitor.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
    await expect(visitor.getByRole('link', { name: '#wellness' }).first()).toBeVisible();
    await context.close();
  });

  test("the chat reads without JavaScript: channels and the opening channel's messages come from the server", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`/chat?channel=${busiestChannel.name}`);

    const channels = page.getByRole('complementary', { name: 'Salons de discussion' });
    for (const channel of seed.channels) await expect(channels.getByText(channel.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('log').getByRole('listitem').first()).toBeVisible();
    expect(await page.getByRole('log').getByRole('listitem').count()).toBeGreaterThanOrEqual(busiestChannel.messages);
    // Read-only until the app is live: writing needs the app (and an identity).
    await expect(page.getByRole('textbox', { name: 'Votre message' })).toBeDisabled();
    await context.close();
  });

  for (const path of ['/feed', `/chat?channel=${busiestChannel.name}`]) {
    test(`${path} loads at most 150 KB of JavaScript before it shows, hydrates as rendered and passes axe`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      const scripts = recordScripts(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const before = await Promise.all(scripts);
      const total = before.reduce((sum, script) => sum + script.gzip, 0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(APP_ROUTE_SCRIPT_BUDGET_GZIP_BYTES);
      await expectNoAxeViolations(page);

      // The app takes over on the first sign of activity; the page it hydrates stays accessible.
      await page.mouse.move(5, 5);
      await expect.poll(() => scripts.length).toBeGreaterThan(before.length);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      // Hydrated as rendered: React did not have to render the page again.
      expect(warnings.filter((text) => text.includes('rendered again') || text.includes('Hydration'))).toEqual([]);
    });
  }

  test('a visitor who taps Share before the app is live gets the share menu', async ({ page, member, browser, baseURL }) => {
    expect(member.email).toBeTruthy();
    const content = `Tisane de tilleul partagée ${randomUUID().slice(0, 6)}`;
    await publishPost(page, content);

    const context = await browser.newContext({ baseURL, locale: 'fr-FR', serviceWorkers: 'block' });
    const visitor = await context.newPage();
    const scripts = recordScripts(visitor);
    const card = visitor.getByRole('article').filter({ hasText: content });
    await expect(async () => {
      await visitor.goto('/feed');
      await expect(card).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await visitor.waitForLoadState('networkidle');
    // Only the boot script so far: the tap below is what starts the app, and it is played again.
    const loaded = (await Promise.all(scripts)).map((script) => script.url);
    expect(loaded.some((url) => /\/assets\/start-app-/.test(url))).toBe(false);

    await card.getByRole('button', { name: /^Partager/ }).click();
    const menu = visitor.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Copier le lien' })).toBeVisible();
    await visitor.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await context.close();
  });

  test("a member's page comes rendered for them, and zod and the realtime client only after it shows", async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    // When the page's heading first reaches the DOM: its first render.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main h1')) return;
        Object.assign(window, { firstRenderAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const requestedBeforeFirstRender = (pattern: RegExp) =>
      page.evaluate(
        (source) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(source).test(entry.name))
            .map((entry) => entry.startTime < (window as unknown as { firstRenderAt: number }).firstRenderAt),
        pattern.source,
      );

    await page.goto('/chat');
    await expect(page.getByRole('log').first()).toBeVisible();
    // The realtime client comes right after the first render, to join the channel.
    await expect.poll(() => requestedBeforeFirstRender(/\/assets\/realtime-connection-/)).toEqual([false]);
    // Once the app is live it fetches the code of the bar's pages: zod may come then, never before.
    expect(await requestedBeforeFirstRender(/\/assets\/zod-/)).not.toContain(true);

    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await requestedBeforeFirstRender(/\/assets\/zod-/)).not.toContain(true);
    // A member's pages all follow their messages live (the navbar's unread badge): the realtime
    // client comes too, but only once the page is on screen.
    expect(await requestedBeforeFirstRender(/\/assets\/realtime-connection-/)).not.toContain(true);
  });
});
