import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { STORY_TIMEOUT_MS, expect, newSignedInMember, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast, toastRegion } from './support/auth-flows';

test.describe('Notifications centre', () => {
  test("B likes A's post: A's bell count rises live; opening the panel lists it and marks it read", async ({ page, member, browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    void member;
    const content = `Cercle de respiration au lever du soleil ${randomUUID().slice(0, 8)}`;
    await page.goto('/feed');
    await page.getByLabel('Votre publication').fill(content);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expectToast(page, 'Publication partagée');

    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await expect(bell).toBeVisible();
    await expect(bell).not.toHaveAttribute('aria-describedby');

    // B, in another browser, likes the post; A's page is not reloaded.
    const other = await newSignedInMember(browser, baseURL);
    await other.goto('/feed');
    const card = other.getByRole('article').filter({ hasText: content });
    await card.getByRole('button', { name: /^J'aime/ }).click();
    await expect(card.getByRole('button', { name: "J'aime (1)" })).toHaveAttribute('aria-pressed', 'true');

    await expect(bell).toHaveAccessibleDescription('1 notification non lue');
    await expect(toastRegion(page).getByText(/a aimé votre publication/).first()).toBeVisible();

    // Opening the panel: the like is listed under today, still marked new, and the count drops.
    await bell.click();
    const panel = page.getByRole('menu');
    await expect(panel.getByRole('group', { name: "Aujourd'hui" })).toBeVisible();
    const row = panel.getByRole('menuitem').filter({ hasText: 'a aimé votre publication' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Nouveau');
    // The open menu hides the rest of the page from assistive technology (Radix's modal menu).
    await expect(page.getByRole('button', { name: 'Notifications', exact: true, includeHidden: true })).not.toHaveAttribute('aria-describedby');
    await expect(panel.getByRole('menuitem', { name: 'Tout marquer comme lu' })).toBeVisible();
    // The panel's own content: with the menu open, Radix hides the page (a modal menu), which the
    // page-wide rules (one h1, landmarks) would then report.
    const panelAxe = await new AxeBuilder({ page }).include('[role="menu"]').analyze();
    expect(panelAxe.violations.map(({ id }) => id)).toEqual([]);

    // The row opens the liked post.
    await row.click();
    await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
    await expect(bell).not.toHaveAttribute('aria-describedby');

    // The page lists it too, read now; axe finds nothing there.
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const listed = page.getByRole('listitem').filter({ hasText: 'a aimé votre publication' });
    await expect(listed).toHaveCount(1);
    await expect(listed).not.toContainText('Nouveau');
    await page.getByRole('radio', { name: 'Non lues' }).click();
    await expect(page.getByText('Aucune notification non lue.')).toBeVisible();
    await expectNoAxeViolations(page);
    await other.context().close();
  });

  test('a visitor is sent to sign in from /notifications and sees no bell', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toHaveCount(0);
  });

  test("the digest's unsubscribe link does nothing until the member clicks, then says what came of it", async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('unsubscribe')) posted += 1;
    });
    await page.goto('/unsubscribe?token=un-lien-falsifie');
    const confirm = page.getByRole('button', { name: 'Me désabonner' });
    await expect(confirm).toBeVisible();
    await expect(page.getByText('Ne plus recevoir le récapitulatif de vos notifications par e-mail ?')).toBeVisible();
    await expectNoAxeViolations(page);
    // Opened, as a mail scanner's browser would: nothing sent.
    await page.waitForLoadState('networkidle');
    expect(posted).toBe(0);

    await confirm.click();
    await expect(page.getByRole('alert')).toContainText("Ce lien de désabonnement n'est pas valide.");
    expect(posted).toBe(1);
  });

  test('the time-zone list fills in when the member reaches for it, and the zone they pick is saved', async ({ page, member: _member }) => {
    await page.goto('/profile');
    const zone = page.getByRole('combobox', { name: 'Fuseau horaire' });
    // As the server sends the page: the member's zone only, not the hundreds the browser knows.
    await expect(zone.locator('option')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
    await zone.focus();
    await expect.poll(() => zone.locator('option').count()).toBeGreaterThan(100);
    await zone.selectOption('Asia/Tokyo');
    const preferences = page.getByRole('region', { name: 'Notifications', exact: true });
    await preferences.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expectToast(page, 'Préférences de notification enregistrées');

    await page.reload();
    await expect(zone).toHaveValue('Asia/Tokyo');
    await expect(zone.locator('option')).toHaveCount(1);
  });
});
