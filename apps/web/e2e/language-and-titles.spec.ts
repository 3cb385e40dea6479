import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { createVerifiedAccount, expectToast, signIn, signInThroughUi } from './support/auth-flows';


async function expectAddressAndLanguage(page: Page, path: string, language: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function chooseLanguage(page: Page, menuLabel: string, language: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

/**
 * The tags the server writes for this address, with this browser's cookies (its stored choice).
 * Read from the server's answer: once the service worker controls the tab, a reload gets the
 * precached app shell, whose head carries no page's tags.
 */
async function expectCanonical(page: Page, path: string) {
  const origin = new URL(page.url()).origin;
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(`<link rel="canonical" href="${origin}${path}"`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/community"`);
}

/** Opening the language menu wakes a server-rendered page (ADR 009); Escape closes it again. */
async function wakeTheApp(page: Page) {
  await page.getByRole('button', { name: 'Langue' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('The language chosen in the menu sticks', () => {
  test('on a French browser, English moves to the /en address and stays after a reload', async ({ page }) => {
    await page.goto('/community');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await chooseLanguage(page, 'Langue', 'English');
    await expectAddressAndLanguage(page, '/en/community', 'en');
    await expectToast(page, 'Language changed', 'The site is now in English.');

    await page.reload();
    await expectAddressAndLanguage(page, '/en/community', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'A community that cares for everyone' })).toBeVisible();
    await expectCanonical(page, '/en/community');
    await expectNoAxeViolations(page);

    // A French address asked for later leads to its English page.
    await page.goto('/support');
    await expect(page).toHaveURL('/en/support');
    await expect(page).toHaveTitle('Support La Meute');
  });

  test('on an English browser, Français goes to the unprefixed address and stays French after a reload', async ({
    browser,
    baseURL,
  }) => {
    const page = await newBrowserPage(browser, baseURL, 'en-US');
    await page.goto('/community');
    // No choice made yet: SPEC §9, the browser's language.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/en/community');

    await chooseLanguage(page, 'Language', 'Français');
    await expectAddressAndLanguage(page, '/community', 'fr');
    await expectToast(page, 'Langue modifiée', 'Le site est maintenant en français.');

    await page.reload();
    await expectAddressAndLanguage(page, '/community', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Une communauté qui prend soin de chacun' })).toBeVisible();
    // Once the app is live too.
    await wakeTheApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('La communauté – La Meute');
    await expectCanonical(page, '/community');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test("a member's choice is saved on the account and applies when they sign in on another browser", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    const account = await createVerifiedAccount(page);
    await signIn(page, account);
    await expect(page).toHaveURL('/');

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/language') && response.request().method() === 'PATCH');
    await chooseLanguage(page, 'Langue', 'Español');
    expect((await saved).status()).toBe(200);
    await expectAddressAndLanguage(page, '/es', 'es');

    // Another browser, set to French and never told anything: signing in brings the member's Spanish.
    const elsewhere = await newBrowserPage(browser, baseURL, 'fr-FR');
    await signInThroughUi(elsewhere, account);
    await expectAddressAndLanguage(elsewhere, '/es', 'es');
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Bienvenido a la Manada' })).toBeVisible();
    await elsewhere.reload();
    await expectAddressAndLanguage(elsewhere, '/es', 'es');
    await elsewhere.context().close();
  });
});

test.describe('Each page keeps its own title', () => {
  test("a post page is named by its author and first words, before and after the app takes over", async ({
    member,
    page,
    browser,
    baseURL,
  }) => {
    void member;
    const content = `Balade au lac ce dimanche ${randomUUID().slice(0, 6)}`;
    const created = await page.request.post('/api/posts', { data: { content } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { user } = (await (await page.request.get('/api/auth/session')).json()) as { user: { displayName: string } };
    const title = `${user.displayName} : « ${content} » – La Meute`;

    const visitor = await newBrowserPage(browser, baseURL, 'fr-FR');
    const html = await (await visitor.request.get(`/post/${id}`)).text();
    expect(html).toContain(`<title>${title}</title>`);
    await visitor.goto(`/post/${id}`);
    await expect(visitor.getByText(content)).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Commentaires (0)' })).toBeVisible();
    await expect(visitor).toHaveTitle(title);
    await visitor.context().close();
  });

  test('the feed and the chat have titles of their own, which the live app keeps', async ({ page }) => {
    await page.goto('/feed');
    await expect(page).toHaveTitle("Fil d'actualité – La Meute");
    await wakeTheApp(page);
    await expect(page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
    await expect(page).toHaveTitle("Fil d'actualité – La Meute");

    await page.goto('/chat');
    await expect(page).toHaveTitle('#Général – Chat public – La Meute');
    await wakeTheApp(page);
    await expect(page).toHaveTitle('#Général – Chat public – La Meute');
    await page.goto('/chat?channel=help');
    await expect(page).toHaveTitle('#Entraide – Chat public – La Meute');
    await expectNoAxeViolations(page);
  });
});
