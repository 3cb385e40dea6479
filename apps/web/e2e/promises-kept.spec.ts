import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast } from './support/auth-flows';

// A 1×1 transparent PNG: the smallest image the media pipeline accepts.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function memberXp(page: Page): Promise<number> {
  const response = await page.request.get('/api/gamification/me');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { xp: number }).xp;
}

// The e2e server runs with no DONATION_* and no OPERATOR_* details, as a fresh install does.
test.describe('What the site promises is what it does', () => {
  test('the support page shows no made-up figures while the association has published none', async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('tab', { name: 'Transparence' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Transparence' });
    await expect(panel.getByText("L'association n'a pas encore publié les chiffres des dons de ce mois.", { exact: false })).toBeVisible();
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    await expect(panel).not.toContainText(/collectés sur/);
    // The spending split stays: it is how donations would be spent, not an amount received.
    await expect(panel.getByRole('figure', { name: 'Part de chaque poste dans les dépenses financées par les dons' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a legal page says plainly which operator details are not published yet, with no bracketed template', async ({ page }) => {
    await page.goto('/legal/mentions-legales');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('note')).toContainText("L'association n'a pas encore publié toutes ses coordonnées");
    await expect(main.getByText("Numéro RNA (répertoire national des associations) : pas encore publié par l'association")).toBeVisible();
    await expect(main.getByText('Le site La Meute est édité par La Meute (association dont le nom n\'est pas encore publié)', { exact: false })).toBeVisible();
    await expect(main).not.toContainText(/\[[^\]]*\]/);
    await expectNoAxeViolations(page);
  });

  test('organising an event unlocks Organisateur and credits its XP when the Levels tab says', async ({ page, member }) => {
    void member;
    await page.goto('/gamification');
    await page.getByRole('tab', { name: 'Niveaux' }).click();
    const gains = page.getByRole('tabpanel', { name: 'Niveaux' }).getByRole('table').nth(1);
    const organising = gains.getByRole('row', { name: /Organisation d'un événement/ });
    await expect(organising).toContainText(/\+100\sXP/);
    await expect(organising).toContainText("Quand l'événement que vous organisez a lieu");
    await expect(gains.getByRole('row', { name: /Participation à un événement/ })).toContainText("À l'inscription");
    await expectNoAxeViolations(page);

    // The day's first signed-in visit is the only gain so far.
    await expect.poll(() => memberXp(page)).toBe(5);
    const next = new Date(Date.now() + 60 * 86_400_000);
    const created = await page.request.post('/api/events', {
      data: { title: `Atelier tisane ${Date.now()}`, description: 'Cueillette et infusion.', startsAt: `${next.toISOString().slice(0, 10)}T10:00`, eventType: 'online' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await expectToast(page, 'Succès débloqué', 'Organisateur');
    // As the table says: nothing before the event takes place.
    expect(await memberXp(page)).toBe(5);
  });

  test('a visitor who types a pseudonym and publishes at once posts under that name', async ({ browser, baseURL }) => {
    const visitor = await newBrowserPage(browser, baseURL);
    const mark = String(randomInt(10_000, 99_999));
    const title = `Balade en forêt ${mark}`;
    await visitor.goto('/forum');
    await visitor.getByRole('button', { name: 'Nouveau Sujet' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Nouveau Sujet' });
    await dialog.getByLabel('Pseudonyme').fill(`Hibou ${mark}`);
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Bien-être' });
    await dialog.getByLabel('Contenu').fill('Qui vient marcher dimanche matin ?');
    await expectNoAxeViolations(visitor);
    // No 'Utiliser ce pseudonyme' first: the typed name is the visitor's choice.
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await expectToast(visitor, 'Sujet publié');
    await expect(dialog).toBeHidden();
    const row = visitor.getByRole('list', { name: 'Sujets du forum' }).getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(`par Hibou ${mark}`);
    await visitor.context().close();
  });

  test("the feed composer shows the member's new photo", async ({ page, member }) => {
    void member;
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Télécharger une photo' }).click();
    await (await chooser).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expectToast(page, 'Photo de profil mise à jour');
    const navbarAvatar = page.getByRole('button', { name: 'Menu du compte' }).locator('img');
    await expect(navbarAvatar).toHaveAttribute('src', /avatar\.png\?v=\d+$/);
    const photo = await navbarAvatar.getAttribute('src');

    // Within the app, without reloading: the composer follows the session the photo refreshed.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Feed', exact: true }).click();
    const composer = page.getByRole('region', { name: 'Nouvelle publication' });
    await expect(composer.locator('img')).toHaveAttribute('src', photo!);
    await expectNoAxeViolations(page);
  });
});
