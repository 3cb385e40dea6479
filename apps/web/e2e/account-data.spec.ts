import { STORY_TIMEOUT_MS, expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast } from './support/auth-flows';

test.describe('your data (GDPR)', () => {
  test.setTimeout(STORY_TIMEOUT_MS);

  test('a member exports their data, then deletes their account and is signed out', async ({ page, member }) => {
    await page.goto('/profile');
    const yourData = page.getByRole('region', { name: 'Vos données' });
    await expect(yourData).toBeVisible();

    await yourData.getByRole('button', { name: 'Exporter mes données' }).click();
    // Built in the background: the page polls until the link appears.
    const download = yourData.getByRole('link', { name: 'Télécharger mes données' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/zip');
    await expectNoAxeViolations(page);

    await yourData.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await expect(dialog).toContainText('30 jours');
    await dialog.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Mot de passe incorrect.');

    await dialog.getByLabel('Mot de passe').fill(member.password);
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expectToast(page, 'Compte supprimé');
    await expect(page).toHaveURL('/');
    // Signed out: the member page asks to sign in again.
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toEqual({ user: null });
  });
});
