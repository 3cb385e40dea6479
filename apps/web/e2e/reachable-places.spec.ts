import type { Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { type Account, createVerifiedAccount, openUserMenu, signIn } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

// Every place a member may go is reached by clicking, and the bar shows each of its controls whole.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const BAR_WIDTHS = [320, 390, 768, 1024, 1280, 1440, 1920];

const admin = seed.staff.find((person) => person.role === 'admin')!;
// A new account's display name and username are the part of its email before the @ (SPEC §3).
const nameOf = (account: Account) => account.email.split('@')[0]!;

function memberSection(page: Page) {
  return page.getByRole('menu').getByRole('group', { name: 'Espace membre' });
}

async function openPhoneMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu de navigation' }).click();
  return page.getByRole('navigation', { name: 'Menu de navigation' });
}

/**
 * The bar's controls that are not whole: outside the window, cut by a scrolling or clipping
 * ancestor, or under another control. Each is named by its accessible name or text.
 */
function barFaults(page: Page) {
  return page.getByRole('banner').evaluate((banner) => {
    const labelOf = (element: Element) =>
      element.getAttribute('aria-label') || element.textContent?.trim() || element.getAttribute('name') || element.tagName;
    const controls = [...banner.querySelectorAll('a, button, input')].filter((control) => {
      const box = control.getBoundingClientRect();
      return control.getClientRects().length > 0 && box.width > 1 && box.height > 1;
    });
    const faults: string[] = [];
    const boxes = controls.map((control) => {
      const box = control.getBoundingClientRect();
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) faults.push(`${labelOf(control)}: outside the window`);
      for (let parent = control.parentElement; parent && parent !== banner; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5) {
          faults.push(`${labelOf(control)}: cut by its container`);
        }
      }
      return { name: labelOf(control), box };
    });
    boxes.forEach((one, index) => {
      for (const other of boxes.slice(index + 1)) {
        const width = Math.min(one.box.right, other.box.right) - Math.max(one.box.left, other.box.left);
        const height = Math.min(one.box.bottom, other.box.bottom) - Math.max(one.box.top, other.box.top);
        if (width > 0.5 && height > 0.5) faults.push(`${one.name} and ${other.name}: overlap`);
      }
    });
    return faults;
  });
}

async function expectWholeBarAtEveryWidth(page: Page, language: string) {
  for (const width of BAR_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The bar's links are labelled from 1280 px: wait for the layout of this width.
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
    expect(await barFaults(page), `${language} at ${width} px`).toEqual([]);
  }
}

async function chooseLanguage(page: Page, current: RegExp, language: 'English' | 'Español', code: string) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

test.describe('Places a member can reach', () => {
  test("a member reaches Dating, group messages and direct messages from the menus, and is offered no team page", async ({ page, member }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    void member;
    await test.step('on a desktop, from the account menu and the bar', async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/feed');
      await openUserMenu(page);
      await expect(memberSection(page).getByRole('menuitem', { name: 'Messages de groupe' })).toBeVisible();
      // 'Accès réservé aux administrateurs' is never one click away.
      await expect(memberSection(page).getByRole('menuitem', { name: 'Centre IA' })).toHaveCount(0);
      await expect(memberSection(page).getByRole('menuitem', { name: 'Modération' })).toHaveCount(0);
      await memberSection(page).getByRole('menuitem', { name: 'Rencontres' }).click();
      await expect(page).toHaveURL('/dating');
      await expect(page.getByRole('heading', { level: 1, name: 'Rencontres' })).toBeVisible();

      await openUserMenu(page);
      await memberSection(page).getByRole('menuitem', { name: 'Messages de groupe' }).click();
      await expect(page).toHaveURL('/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Messages privés' })).toBeVisible();

      await page.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }).click();
      await expect(page).toHaveURL('/direct-messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    });

    await test.step("the discovery 'Rencontres' tab leads to the Dating page", async () => {
      await openUserMenu(page);
      await memberSection(page).getByRole('menuitem', { name: 'Découvrir des membres' }).click();
      await page.getByRole('tab', { name: 'Rencontres' }).click();
      const link = page.getByRole('tabpanel').getByRole('link', { name: "Ouvrir l'espace Rencontres" });
      await expect(link).toBeVisible();
      await expectNoAxeViolations(page);
      await link.click();
      await expect(page).toHaveURL('/dating');
    });

    await test.step('on a phone, from the navigation menu', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/feed');
      let panel = await openPhoneMenu(page);
      await expect(panel.getByRole('link', { name: 'Centre IA' })).toHaveCount(0);
      await expect(panel.getByRole('link', { name: 'Modération' })).toHaveCount(0);
      await panel.getByRole('link', { name: 'Rencontres' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Rencontres' })).toBeVisible();
      panel = await openPhoneMenu(page);
      await panel.getByRole('link', { name: 'Messages de groupe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages privés' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    });
  });

  test('an admin finds the AI centre and moderation in the account menu and the phone menu', async ({ browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    const page = await newBrowserPage(browser, baseURL);
    await signIn(page, { email: admin.email, password: seed.password });
    await page.setViewportSize(DESKTOP);
    await page.goto('/feed');
    await openUserMenu(page);
    await expect(memberSection(page).getByRole('menuitem', { name: 'Modération' })).toBeVisible();
    await memberSection(page).getByRole('menuitem', { name: 'Centre IA' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Centre de contrôle IA' })).toBeVisible();

    await page.setViewportSize(PHONE);
    let panel = await openPhoneMenu(page);
    await panel.getByRole('link', { name: 'Modération' }).click();
    await expect(page).toHaveURL('/moderation');
    panel = await openPhoneMenu(page);
    await panel.getByRole('link', { name: 'Centre IA' }).click();
    await expect(page).toHaveURL('/ai-control');
    await expect(page.getByRole('heading', { level: 1, name: 'Centre de contrôle IA' })).toBeVisible();
    await page.context().close();
  });
});

test.describe('Starting a conversation', () => {
  test("a member starts a direct conversation from /direct-messages' empty state", async ({ page, member, browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    void member;
    const other = await createVerifiedAccount(await newBrowserPage(browser, baseURL));
    await page.goto('/direct-messages');
    await expect(page.getByText('Commencez une nouvelle conversation')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
    const panel = page.getByRole('dialog', { name: 'Nouvelle conversation' });
    await expect(panel.getByText('Choisissez le membre à qui écrire.')).toBeVisible();
    await panel.getByRole('searchbox', { name: 'Rechercher un membre' }).fill(nameOf(other));
    await panel.getByRole('checkbox', { name: nameOf(other) }).check();
    await expect(panel.getByText('Une conversation privée, à deux')).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Créer la conversation' }).click();
    await expect(panel).toBeHidden();

    await expect(page.getByRole('heading', { level: 2, name: nameOf(other) })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(nameOf(other)) })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tapez votre message...' })).toBeVisible();
  });

  test('a group is given its name when it is made', async ({ page, member, browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    void member;
    const bruno = await createVerifiedAccount(await newBrowserPage(browser, baseURL));
    const chloe = await createVerifiedAccount(await newBrowserPage(browser, baseURL));
    const name = `Cercle ${Date.now().toString(36)}`;
    await page.goto('/messages');
    await page.getByRole('button', { name: 'Nouvelle conversation' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Nouvelle conversation' });
    for (const someone of [bruno, chloe]) {
      await panel.getByRole('searchbox', { name: 'Rechercher un membre' }).fill(nameOf(someone));
      await panel.getByRole('checkbox', { name: nameOf(someone) }).check();
    }
    await panel.getByRole('textbox', { name: 'Nom du groupe (facultatif)' }).fill(`  ${name}  `);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Créer la conversation' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(name) })).toBeVisible();
  });
});

test.describe('The bar at every width', () => {
  test('shows each of its controls whole to a visitor, in French, English and Spanish', async ({ page }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    for (const [path, language] of [['/', 'fr'], ['/en', 'en'], ['/es', 'es']] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: /Se connecter|Sign in|Iniciar sesión/ }).first()).toBeAttached();
      await expectWholeBarAtEveryWidth(page, language);
    }
  });

  test('shows each of its controls whole to a member, in French, English and Spanish', async ({ page, member }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    void member;
    await page.setViewportSize(DESKTOP);
    await page.goto('/feed');
    await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
    await expectWholeBarAtEveryWidth(page, 'fr');
    await page.setViewportSize(DESKTOP);
    await chooseLanguage(page, /^Langue$/, 'English', 'en');
    await expectWholeBarAtEveryWidth(page, 'en');
    await page.setViewportSize(DESKTOP);
    await chooseLanguage(page, /^Language$/, 'Español', 'es');
    await expectWholeBarAtEveryWidth(page, 'es');
    await expectNoAxeViolations(page);
  });
});
