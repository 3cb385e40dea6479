import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast } from './support/auth-flows';

// A 1×1 transparent PNG: the smallest image the media pipeline accepts.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openEditor(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible();
}

const section = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

test.describe('profile editor', () => {
  test('a member edits their profile, saves it, and finds it as they left it after a reload', async ({ page, member: _member }) => {
    const username = `louve_${randomUUID().slice(0, 8)}`;
    await openEditor(page);

    await page.getByLabel("Nom d'utilisateur").fill(username);
    await page.getByLabel('Nom affiché').fill('Louve des Cévennes');
    await page.getByRole('spinbutton', { name: 'Âge' }).fill('34');
    await page.getByLabel('Ville').fill('Lyon');

    const interests = section(page, "Centres d'intérêt");
    for (const interest of ['yoga', '  randonnée  ', 'cueillette']) {
      await interests.getByLabel("Nouveau centre d'intérêt").fill(interest);
      await interests.getByRole('button', { name: 'Ajouter' }).click();
    }
    // The same one twice, whatever its case, stays once.
    await interests.getByLabel("Nouveau centre d'intérêt").fill('YOGA');
    await interests.getByLabel("Nouveau centre d'intérêt").press('Enter');
    await interests.getByRole('button', { name: 'Retirer cueillette' }).click();
    await expect(interests.getByRole('listitem')).toHaveText(['yoga', 'randonnée']);

    const showAge = page.getByRole('switch', { name: 'Afficher mon âge' });
    await expect(showAge).toBeChecked();
    await showAge.click();
    await expect(showAge).not.toBeChecked();

    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expectToast(page, 'Profil enregistré');

    await page.reload();
    await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue(username);
    await expect(page.getByLabel('Nom affiché')).toHaveValue('Louve des Cévennes');
    await expect(page.getByRole('spinbutton', { name: 'Âge' })).toHaveValue('34');
    await expect(page.getByLabel('Ville')).toHaveValue('Lyon');
    await expect(section(page, "Centres d'intérêt").getByRole('listitem')).toHaveText(['yoga', 'randonnée']);
    await expect(page.getByRole('switch', { name: 'Afficher mon âge' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Afficher ma localisation' })).toBeChecked();
  });

  test('two interests typed and added before the app is live are both kept, in order', async ({ page, member: _member }) => {
    // The app's start chunk waits until the member has acted: what they did is held, then played back.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await openEditor(page);
    const interests = section(page, "Centres d'intérêt");
    for (const interest of ['yoga', 'randonnée']) {
      await interests.getByLabel("Nouveau centre d'intérêt").fill(interest);
      await interests.getByRole('button', { name: 'Ajouter' }).click();
    }
    await expect(page.locator('html')).not.toHaveAttribute('data-realtime', 'connected');
    release();
    await expect(interests.getByRole('listitem')).toHaveText(['yoga', 'randonnée']);
  });

  test('an age of 17 is refused on the field with the French message, and nothing is saved', async ({ page, member: _member }) => {
    await openEditor(page);
    const age = page.getByRole('spinbutton', { name: 'Âge' });
    await expect(age).toHaveValue(/^\d+$/);
    const savedAge = await age.inputValue();

    await page.getByLabel('Ville').fill('Grenoble');
    await age.fill('17');
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(age).toHaveAccessibleDescription("L'âge doit être compris entre 18 et 120 ans.");
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expectToast(page, 'Profil non enregistré');
    // What was typed stays in the form.
    await expect(page.getByLabel('Ville')).toHaveValue('Grenoble');

    await page.reload();
    await expect(page.getByRole('spinbutton', { name: 'Âge' })).toHaveValue(savedAge);
    await expect(page.getByLabel('Ville')).toHaveValue('');
  });

  test('a new photo shows in the editor and on the navbar account button', async ({ page, member: _member }) => {
    await openEditor(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Télécharger une photo' }).click();
    await (await chooser).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expectToast(page, 'Photo de profil mise à jour');

    const navbarAvatar = page.getByRole('button', { name: 'Menu du compte' }).locator('img');
    await expect(navbarAvatar).toHaveAttribute('src', /^\/media\/profiles\/[^/]+\/avatar\.png\?v=\d+$/);
    await expect.poll(() => navbarAvatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    // Kept after a reload: the profile points at the new photo.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu du compte' }).locator('img')).toHaveAttribute('src', /avatar\.png\?v=\d+$/);
  });

  test('the editor has no accessibility violation', async ({ page, member: _member }) => {
    await openEditor(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Vos publications' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Chargement de vos publications…' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a member picks a generated avatar, syncs everything, and dismisses then applies recommendations', async ({ page, member: _member }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    await openEditor(page);
    await page.getByRole('button', { name: 'Générer des photos IA' }).click();
    const chooser = page.getByRole('dialog', { name: 'Générer des photos' });
    await chooser.getByRole('button', { name: "Choisir l'avatar robot" }).click();
    await expectToast(page, 'Photo de profil mise à jour');
    await expect(chooser).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu du compte' }).locator('img')).toHaveAttribute('src', /avatar\.png\?v=\d+$/);

    await page.getByRole('button', { name: 'Tout synchroniser' }).click();
    // Each part this browser shows is read again; the toast names what was refreshed.
    await expectToast(
      page,
      'Profil synchronisé',
      "Votre profil est à jour partout (5/5) : barre de navigation, fil d'actualité, discussion, messages et découverte.",
    );

    // The engine writes a new member's first suggestions a few seconds after they sign in.
    const column = page.getByRole('complementary', { name: 'Suggestions et connexions' });
    await expect(async () => {
      await page.reload();
      await expect(column.getByText("Ajoutez vos centres d'intérêt")).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await column.getByRole('button', { name: 'Ignorer : Présentez-vous en quelques mots' }).click();
    await expect(column.getByText('Présentez-vous en quelques mots')).toHaveCount(0);
    await page.reload();
    await expect(column.getByText("Ajoutez vos centres d'intérêt")).toBeVisible();
    await expect(column.getByText('Présentez-vous en quelques mots')).toHaveCount(0);

    await column.getByRole('button', { name: 'Appliquer : Partagez votre première publication' }).click();
    await expect(page).toHaveURL('/feed');
  });
});
