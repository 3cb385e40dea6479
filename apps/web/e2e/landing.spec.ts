import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { createVerifiedAccount, expectToast } from './support/auth-flows';
import seed from './support/e2e-seed.json' with { type: 'json' };

const [firstChannel, secondChannel] = seed.channels;

function communitySection(page: Page) {
  return page.getByRole('region', { name: 'Ils font vivre la meute' });
}

/** A stand-in for Chromium's install offer, which a headless browser never makes by itself. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
}

test.describe('Landing page', () => {
  test("'Explorer en invité' scrolls to the community and says guest mode is on", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue dans la Meute' })).toBeVisible();
    await expect(communitySection(page)).not.toBeInViewport();

    await page.getByRole('button', { name: 'Explorer en invité' }).click();

    await expectToast(page, 'Mode invité activé');
    await expect(communitySection(page).getByRole('heading', { name: 'Ils font vivre la meute' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("a signed-in member is offered 'Explorer la communauté' instead", async ({ page, member: _member }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Explorer la communauté' }).click();
    await expectToast(page, 'Mode invité activé');
    await expect(communitySection(page).getByRole('link', { name: 'Rejoindre la meute' })).toHaveCount(0);
  });

  test("'Rejoindre la Meute' opens the sign-in page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Rejoindre la Meute', exact: true }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  });

  test('shows the active channels, the newest members and the event calendar from the database', async ({ page }) => {
    // Two members who just joined: the most recently active come first.
    const first = await createVerifiedAccount(page);
    const second = await createVerifiedAccount(page);
    const displayName = (email: string) => email.split('@')[0] ?? email;

    await page.goto('/');

    const channels = page.getByRole('region', { name: 'Canaux actifs' });
    const clairiere = channels.getByRole('listitem').filter({ hasText: firstChannel!.name });
    await expect(clairiere).toContainText(firstChannel!.description);
    await expect(clairiere).toContainText(`${firstChannel!.messages} messages`);
    await expect(clairiere).toContainText("Il y a moins d'1h");
    await expect(channels.getByRole('listitem').filter({ hasText: secondChannel!.name })).toContainText('1 message');

    const members = communitySection(page);
    await expect(members.getByRole('heading', { name: displayName(first.email) })).toBeVisible();
    await expect(members.getByRole('heading', { name: displayName(second.email) })).toBeVisible();
    await expect(members.getByRole('listitem')).toHaveCount(4);

    // The seeded events, soonest first; events other stories create come later.
    const calendar = page.getByRole('region', { name: 'Prochains événements' });
    const headings = calendar.getByRole('heading', { level: 3 });
    for (const [index, event] of seed.events.entries()) await expect(headings.nth(index)).toHaveText(event.title);
  });

  test('switching to Spanish translates the landing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Explorer en invité' })).toBeVisible();
    await page.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a la Manada' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Explorar como invitado' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Canales activos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Encuentra tu lugar en la manada' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aviso de salud' })).toBeVisible();
  });

  test('the footer links to the legal pages and warns that nothing here is medical advice', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'contact@lameute.local' })).toHaveAttribute(
      'href',
      'mailto:contact@lameute.local',
    );
    // No source-code address is configured on the test server: no dead link.
    await expect(footer.getByRole('link', { name: 'Code source' })).toHaveCount(0);
    await expect(footer).toContainText('ne constituent pas un avis médical');
    await expect(footer).toContainText('© 2025 La Meute');
    const legal = footer.getByRole('navigation', { name: 'Informations légales' });
    for (const [name, href] of [
      ['Informations légales', '/legal'],
      ['Mentions légales', '/legal/mentions-legales'],
      ['Confidentialité', '/legal/privacy-policy'],
      ['Cookies', '/legal/cookie-policy'],
      ["Conditions d'utilisation", '/legal/terms-of-service'],
      ['DSA', '/legal/dsa'],
    ] as const) {
      await expect(legal.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: 'Soutenir la Meute' })).toHaveAttribute('href', '/support');
    await expect(footer.getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Rencontres' })).toHaveAttribute('href', '/dating');
  });

  test('the install banner waits for the browser offer, installs, and remembers "Later"', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('region', { name: "Installer l'application" });
    await expect(banner).toHaveCount(0);

    // The banner belongs to the app, which starts when the visitor is active on the page (ADR 009).
    await page.mouse.move(200, 300);
    await offerInstall(page);
    await banner.getByRole('button', { name: 'Installer' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);

    await offerInstall(page);
    await banner.getByRole('button', { name: 'Plus tard' }).click();
    await expect(banner).toHaveCount(0);

    await page.reload();
    // Once the app is live again (it answers the guest button), a new offer shows no banner.
    await page.getByRole('button', { name: 'Explorer en invité' }).click();
    await expectToast(page, 'Mode invité activé');
    await offerInstall(page);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('Public pages', () => {
  test('/community shows the real counts and what the pack offers', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Une communauté qui prend soin de chacun' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'La communauté en chiffres' });
    // Counted in the database: the two seeded members at least, and the published events — the
    // seeded ones and those other stories created, as the API counts them.
    await expect(stats.getByRole('listitem').filter({ hasText: 'Membres' })).toHaveText(/^[1-9][\d\s\u202f]*Membres$/);
    // Stories running beside this one may create an event meanwhile: read both again until they agree.
    await expect(async () => {
      await page.reload();
      const counts = (await (await page.request.get('/api/community/stats')).json()) as { events: number };
      expect(counts.events).toBeGreaterThanOrEqual(seed.events.length);
      await expect(stats.getByRole('listitem').filter({ hasText: 'Événements' })).toHaveText(`${counts.events}Événements`, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    for (const title of ['Environnement sûr', 'Soutien mutuel', 'Croissance personnelle']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('/join-pack signs up with the same form as /auth', async ({ page }) => {
    await page.goto('/join-pack');
    await expect(page.getByRole('heading', { level: 1, name: 'Rejoindre la Meute' })).toBeVisible();
    const email = `louveteau-${Date.now()}@example.org`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Clairiere-du-matin');
    await page.getByLabel('Confirmer le mot de passe').fill('Clairiere-du-matin');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expectToast(page, 'Compte créé avec succès !');
    // The form keeps its confirmation notice (the toast, which goes, names the address too).
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: email })).toBeVisible();
  });

  for (const path of ['/', '/community', '/join-pack', '/about']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let the figures replace their placeholders before the audit.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('footer')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
