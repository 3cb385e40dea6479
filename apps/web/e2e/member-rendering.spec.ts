import type { Page } from '@playwright/test';
import { expect, newSignedInMember, test } from './fixtures';

/** The member's own username, the one their profile editor shows. */
async function readUsername(page: Page): Promise<string> {
  const response = await page.request.get('/api/me/profile');
  expect(response.ok()).toBe(true);
  const { profile } = (await response.json()) as { profile: { username: string } };
  return profile.username;
}

test.describe("Members' pages rendered on the server (ADR 029)", () => {
  test("a member's page arrives with their own data and no other member's, even rendered at the same moment", async ({
    page,
    member,
    browser,
    baseURL,
  }) => {
    expect(member.email).toBeTruthy();
    const other = await newSignedInMember(browser, baseURL);
    const [mine, theirs] = await Promise.all([readUsername(page), readUsername(other)]);
    expect(mine).not.toBe(theirs);

    // Both members' profile pages, asked for at the same moment (the server renders two at once),
    // three times over: each render is its own.
    for (let round = 0; round < 3; round += 1) {
      const pages = await Promise.all([page.request.get('/profile'), other.request.get('/profile')]);
      for (const [index, response] of pages.entries()) {
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toBe('private, no-store');
        const html = await response.text();
        const [own, foreign] = index === 0 ? [mine, theirs] : [theirs, mine];
        expect(html).toContain('data-member');
        expect(html).toContain(own);
        expect(html).not.toContain(foreign);
      }
    }

    // Without JavaScript the page reads: the editor holds the member's own username.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'fr-FR',
      serviceWorkers: 'block',
      storageState: await page.context().storageState(),
    });
    const noScript = await context.newPage();
    await noScript.goto('/profile');
    await expect(noScript.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    await expect(noScript.getByLabel("Nom d'utilisateur")).toHaveValue(mine);
    await context.close();
    await other.context().close();
  });

  test("a member's page starts by itself, hydrates as rendered and follows the member live", async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const realtime = page.waitForRequest(/\/assets\/realtime-connection-/);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    // No tap, no key: the member's app goes live once the page has loaded, and opens its connection.
    await realtime;
    await page.waitForLoadState('networkidle');
    expect(warnings.filter((text) => text.includes('rendered again') || text.includes('Hydration'))).toEqual([]);
  });

  test("a member's pages carry every text they show until the whole catalogue is there", async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    const missed: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('did not carry')) missed.push(`${page.url()}: ${message.text()}`);
    });
    for (const [path, heading] of [
      ['/feed', "Fil d'actualité"],
      ['/chat', 'Chat public'],
      ['/events', 'Événements'],
      ['/profile', 'Mon profil'],
      ['/forum', 'Forum'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Live, the whole catalogue loaded, the page's own state reached (the chat's room joined).
      await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
      await page.waitForLoadState('networkidle');
    }
    expect(missed).toEqual([]);
  });
});
