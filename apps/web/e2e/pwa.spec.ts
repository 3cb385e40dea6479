import { expect, test } from './fixtures';
import seed from './support/e2e-seed.json' with { type: 'json' };

test.describe('Installable, offline-capable app', () => {
  // The installed app is under test: its service worker runs here (the other stories block it).
  test.use({ serviceWorkers: 'allow' });

  test('the web app manifest names La Meute and lists its icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'La Meute', start_url: '/', display: 'standalone' });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('the page registers /sw.js without any inline script', async ({ page, request }) => {
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);

    await page.goto('/');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(scriptUrl!).pathname).toBe('/sw.js');
    expect(cspErrors).toEqual([]);
  });

  test('after one visit, the landing loads with the network off', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // The worker claims the open page; from then on it also caches the public figures it fetches.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await expect(page.getByRole('heading', { name: seed.channels[0]!.name })).toBeVisible();

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue dans la Meute' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Explorer en invité' })).toBeVisible();
    // The public figures come from the worker's cache.
    await expect(page.getByRole('heading', { name: seed.channels[0]!.name })).toBeVisible();

    // Another page of the app opens offline too: the shell and its code were precached.
    await page.locator('footer').getByRole('link', { name: 'À propos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Une communauté libre, portée par ses membres' })).toBeVisible();
    await context.setOffline(false);
  });

  test('once the worker controls the site, an unknown address still gets the 404 status and page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const known = await page.goto('/community');
    expect(known?.fromServiceWorker()).toBe(true);
    const unknown = await page.goto('/nowhere/at/all');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oups ! Page introuvable' })).toBeVisible();
  });
});
