import zlib from 'node:zlib';
import { expect, test } from './fixtures';
import { expectToast } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

const [firstChannel] = seed.channels;
// SPEC-sized budget: JavaScript the landing page loads before anyone interacts.
const LANDING_SCRIPT_BUDGET_GZIP_BYTES = 120 * 1024;

test.describe('Server-rendered public pages', () => {
  test('the landing reads and links without JavaScript, with its data from the database', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const channels = page.getByRole('region', { name: 'Canaux actifs' });
    await expect(channels.getByRole('listitem').filter({ hasText: firstChannel!.name })).toContainText(
      `${firstChannel!.messages} messages`,
    );
    await expect(page.getByRole('region', { name: 'Ils font vivre la meute' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: 'Rejoindre la Meute', exact: true }).click();
    await expect(page).toHaveURL('/auth');
    await context.close();
  });

  test('an English browser gets the landing in English from the server', async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Active channels');
    expect(html).not.toContain('Canaux actifs');
  });

  test('before any interaction the landing loads little JavaScript; the first tap starts the app and counts', async ({
    page,
  }) => {
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const beforeInteraction = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    expect(beforeInteraction).toBeGreaterThan(0);
    expect(beforeInteraction).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_GZIP_BYTES);

    const loadedBefore = scripts.length;
    // The app's code is held on its way: the tap waits, and the pointer says so.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/start-app-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Explorer en invité' }).click();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-app-starting', '');
    await expect(html).toHaveCSS('cursor', 'progress');
    release();
    await expectToast(page, 'Mode invité activé');
    await expect(html).not.toHaveAttribute('data-app-starting');
    expect(scripts.length).toBeGreaterThan(loadedBefore);
  });

  test('text typed while the app is still loading is kept', async ({ page }) => {
    await page.goto('/support');
    const customAmount = page.getByLabel('Autre montant (€)');
    await customAmount.fill('42');
    await expect(page.getByText('Votre don : 42 € (Carte)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Faire un don', exact: true })).toBeEnabled();
  });

  test('a visitor who scrolled before the app was live stays where they were', async ({ page }) => {
    await page.goto('/support');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // A tap where the donate button now is: it is held until the app is live, then played again.
    const donate = page.getByRole('button', { name: 'Faire un don', exact: true });
    const box = await donate.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expectToast(page, 'Merci pour votre générosité !');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a browser whose clock differs from the server hydrates the page as rendered, then shows its own times', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Three hours ahead: the server wrote "Il y a moins d'1h" next to each channel.
    await page.clock.install({ time: Date.now() + 3 * 60 * 60 * 1000 });
    await page.goto('/');
    const channel = page.getByRole('region', { name: 'Canaux actifs' }).getByRole('listitem').filter({ hasText: firstChannel!.name });
    await expect(channel).toContainText("Il y a moins d'1h");

    await page.getByRole('button', { name: 'Explorer en invité' }).click();
    await expectToast(page, 'Mode invité activé');
    await expect(channel).toContainText('Il y a 3h');
    expect(warnings.filter((text) => text.includes('rendered again'))).toEqual([]);
  });
});
