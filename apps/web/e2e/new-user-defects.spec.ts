import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast, newAccount, openUserMenu } from './support/auth-flows';

// What a newcomer tripped over in the chat, the sign-up toasts, the
// landing's calls to action, the member links and a page whose code is gone after a deploy.

/** The open channel: its heading in the message pane ('#' is decoration). */
function openChannel(page: Page, label: string) {
  return page.getByRole('region', { name: label }).getByRole('heading', { level: 2, name: label });
}

function channelButton(page: Page, label: string) {
  return page.getByRole('complementary', { name: 'Salons de discussion' }).getByRole('button', { name: new RegExp(`^${label}`) });
}

async function submitSignUp(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

test.describe('The chat opens on #Général unless the address names a channel', () => {
  test('/chat opens #Général, /chat?channel=help #Entraide; each channel chosen is a step Back returns from', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto('/chat');
    await expect(openChannel(page, 'Général')).toBeVisible();
    await expect(channelButton(page, 'Général')).toHaveAttribute('aria-current', 'true');

    await page.goto('/chat?channel=help');
    await expect(openChannel(page, 'Entraide')).toBeVisible();
    // The app takes over on the first sign of activity: it shows the channel the server rendered.
    await page.mouse.move(5, 5);
    await page.waitForLoadState('networkidle');
    await expect(openChannel(page, 'Entraide')).toBeVisible();
    await expect(page.getByRole('log', { name: 'Messages de #Entraide' }).getByText('Message 1')).toBeVisible();
    await expectNoAxeViolations(page);

    await channelButton(page, 'Général').click();
    await expect(page).toHaveURL('/chat?channel=general');
    await expect(openChannel(page, 'Général')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/chat?channel=help');
    await expect(openChannel(page, 'Entraide')).toBeVisible();
    expect(warnings.filter((text) => text.includes('rendered again') || text.includes('Hydration'))).toEqual([]);
  });

  test('the server renders the channel the address names', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'fr-FR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/chat?channel=help');
    await expect(openChannel(page, 'Entraide')).toBeVisible();
    await page.goto('/chat');
    await expect(openChannel(page, 'Général')).toBeVisible();
    await context.close();
  });
});

test.describe("Every sign-up failure is titled \"Erreur d'inscription\" (SPEC §8)", () => {
  test('an invalid email, a short password, an empty form and a taken email', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    await submitSignUp(page, 'louve-sans-arobase', 'Clairiere-2025');
    await expectToast(page, "Erreur d'inscription", "Format d'email invalide.");
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Erreur', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await submitSignUp(page, newAccount().email, 'court');
    await expectToast(page, "Erreur d'inscription", 'Le mot de passe doit contenir au moins 6 caractères');

    await page.reload();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expectToast(page, "Erreur d'inscription", 'Veuillez remplir tous les champs');

    // An address signed up once (confirmed or not) is taken.
    const account = newAccount();
    await page.reload();
    await submitSignUp(page, account.email, account.password);
    await expectToast(page, 'Compte créé avec succès !');
    await page.reload();
    await submitSignUp(page, account.email, `${account.password}-bis`);
    await expectToast(page, "Erreur d'inscription", 'Cet email est déjà utilisé. Essayez de vous connecter ou utilisez un autre email.');
  });

  test('the join page uses the same titles; sign-in keeps its own', async ({ page }) => {
    await page.goto('/join-pack');
    await submitSignUp(page, 'louve@', 'Clairiere-2025');
    await expectToast(page, "Erreur d'inscription", "Format d'email invalide.");

    await page.goto('/auth');
    await page.getByLabel('Email').fill('louve-inconnue@example.org');
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expectToast(page, 'Erreur de connexion', 'Email ou mot de passe incorrect.');
  });
});

test.describe('A signed-in member', () => {
  test("'Rejoindre la Meute' opens the feed, and the member links are labelled", async ({ page, member }) => {
    // Five pages and an axe audit in one story: on a loaded two-core machine it once ran past 45 s.
    test.slow();
    await test.step("'Rejoindre la Meute' leads to the feed, not back to the top of the landing", async () => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Explorer la communauté' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Rejoindre la Meute', exact: true }).click();
      await expect(page).toHaveURL('/feed');
      await expect(page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
    });

    await test.step('no call to join the pack is left on the pages a member visits', async () => {
      for (const path of ['/', '/about', '/community']) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        // The session is known once the account menu shows.
        await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
        // 'Rejoindre la Meute' itself stays: for a member it opens the feed (the step above).
        await expect(main.getByRole('link', { name: /Rejoindre/ }).and(page.locator('a:not([href="/feed"])'))).toHaveCount(0);
      }
    });

    await test.step('on a desktop, every link of the bar shows its name, and the member pages are a labelled menu section', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/feed');
      const bar = page.getByRole('navigation', { name: 'Navigation principale' });
      await expect(bar.getByRole('link', { name: 'Forum' })).toBeVisible();
      const labelWidths = await bar
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.querySelector('span')?.getBoundingClientRect().width ?? 0));
      expect(labelWidths.length).toBeGreaterThan(0);
      expect(labelWidths.filter((width) => width < 10)).toEqual([]);

      const menu = await openUserMenu(page);
      await expect(menu.getByText(member.email)).toBeVisible();
      const section = menu.getByRole('group', { name: 'Espace membre' });
      for (const name of ['Mon profil', 'Découvrir des membres', 'Rencontres', 'Messages de groupe']) {
        await expect(section.getByRole('menuitem', { name })).toBeVisible();
      }
      // A member is offered no page that would answer 'Accès réservé aux administrateurs'.
      await expect(section.getByRole('menuitem', { name: 'Centre IA' })).toHaveCount(0);
      await expect(section.getByRole('menuitem', { name: 'Modération' })).toHaveCount(0);
      // While open, Radix hides the rest of the page from assistive tech: the menu is checked alone.
      const menuAudit = await new AxeBuilder({ page }).include('[role="menu"]').analyze();
      expect(menuAudit.violations.map(({ id }) => id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expectNoAxeViolations(page);
      await (await openUserMenu(page)).getByRole('menuitem', { name: 'Rencontres' }).click();
      await expect(page).toHaveURL('/dating');
      await expect(page.getByRole('heading', { level: 1, name: 'Rencontres' })).toBeVisible();
    });

    await test.step('on a phone, the bar fits and the menu lists the member pages by name', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/feed');
      await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The bar is fixed, so an overflow would not widen the page: each control must be on screen.
      const offScreen = await page
        .getByRole('banner')
        .locator('a, button')
        .evaluateAll((controls) =>
          controls
            .filter((control) => control.getClientRects().length > 0 && control.getBoundingClientRect().right > window.innerWidth)
            .map((control) => control.getAttribute('aria-label') ?? control.textContent),
        );
      expect(offScreen).toEqual([]);
      await page.getByRole('button', { name: 'Menu de navigation' }).click();
      const panel = page.getByRole('navigation', { name: 'Menu de navigation' });
      for (const name of ['Profil', 'Découvrir', 'Rencontres', 'Messages de groupe']) await expect(panel.getByRole('link', { name })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Centre IA' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await panel.getByRole('link', { name: 'Découvrir' }).click();
      await expect(page).toHaveURL('/discovery');
    });
  });
});

test.describe('A page whose code cannot be loaded', () => {
  // The service worker would answer from its cache, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test('reloads once by itself, then shows the error in the page with the navigation still there', async ({ page }) => {
    let authPageLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/auth') authPageLoads += 1;
    });
    // The sign-in page's chunk, as if a deploy had removed it.
    await page.route(/\/assets\/auth-[\w-]{8,}\.js$/, (route) => route.abort());

    // A page sent as the bare shell: the app is live at once.
    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
    await page.getByRole('link', { name: 'Se connecter' }).click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
    await expect(page).toHaveURL('/auth');
    // One reload, which met the same missing chunk: the failure shows instead of another reload.
    expect(authPageLoads).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Actualiser la page' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The bar still works: another page opens in place of the error.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Forum' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
    expect(authPageLoads).toBe(1);
  });
});

test.describe('A detail page whose record does not exist', () => {
  // The server's answer is under test: once the service worker controls the tab, it answers page
  // addresses with its precached shell (ADR 007), whatever the record.
  test.use({ serviceWorkers: 'block' });

  test('/post/not-a-real-id answers 404 with the post page telling so', async ({ page }) => {
    for (const address of ['/post/not-a-real-id', '/post/00000000-0000-4000-8000-000000000000']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByText('Cette publication n\'existe pas ou a été supprimée.')).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});
