import { expect, test } from './fixtures';
import { gotoAppShell } from './support/app-shell';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast, toastRegion } from './support/auth-flows';

const NOTICE_TITLE = 'Merci pour votre générosité !';

test.describe('Support page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Soutenir la Meute' })).toBeVisible();
  });

  test('a visitor gives the default 10 € and is told how to give, with no payment call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') calls.push(`${request.method()} ${request.url()}`);
    });
    // SPEC §9: 10 € is chosen by default, once, by card.
    await expect(page.getByRole('radio', { name: '10 €' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Votre don : 10 € (Carte)')).toBeVisible();

    await page.getByRole('button', { name: 'Faire un don', exact: true }).click();
    await expectToast(
      page,
      NOTICE_TITLE,
      "Le paiement en ligne n'est pas encore ouvert et rien n'a été prélevé. Pour donner 10 € dès maintenant, écrivez à l'association : contact@lameute.local.",
    );
    // SPEC §9: donation notices last 3000 ms.
    await expect(toastRegion(page).getByText(NOTICE_TITLE, { exact: true })).toBeHidden({ timeout: 6_000 });
    expect(calls).toEqual([]);
  });

  test('the donate button is disabled at 0 and for letters, enabled again at 10', async ({ page }) => {
    const donate = page.getByRole('button', { name: 'Faire un don', exact: true });
    const customAmount = page.getByLabel('Autre montant (€)');

    await customAmount.fill('0');
    await expect(donate).toBeDisabled();

    await customAmount.fill('dix euros');
    await expect(donate).toBeDisabled();
    await expect(page.getByText('Saisissez un montant en chiffres, par exemple 15.')).toBeVisible();
    await expect(page.getByText('Votre don : 0 € (Carte)')).toBeVisible();

    await customAmount.fill('10');
    await expect(donate).toBeEnabled();
    await expect(page.getByText('Votre don : 10 € (Carte)')).toBeVisible();
  });

  test('a monthly PayPal gift of a quick amount is summed up before donating', async ({ page }) => {
    await page.getByRole('radio', { name: 'Chaque mois' }).click();
    await page.getByRole('radio', { name: '100 €' }).click();
    await page.getByRole('radio', { name: 'PayPal' }).click();
    await expect(page.getByText('Votre don : 100 € par mois (PayPal)')).toBeVisible();

    // Choosing a tier replaces the amount and clears a typed one.
    await page.getByLabel('Autre montant (€)').fill('7');
    await page.getByRole('button', { name: /Gardien de la forêt/ }).click();
    await expect(page.getByLabel('Autre montant (€)')).toHaveValue('');
    await expect(page.getByText('Votre don : 25 € par mois (PayPal)')).toBeVisible();
    await expect(page.getByText(/L'accès à La Meute est gratuit : 0\s€/)).toBeVisible();
  });

  test('the impact tab tells what donations fund', async ({ page }) => {
    await page.getByRole('tab', { name: 'Impact' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Impact' });
    for (const [item, share] of [
      ['Hébergement', '40 % des dons'],
      ['Développement', '35 % des dons'],
      ['Modération', '15 % des dons'],
      ['Événements', '10 % des dons'],
    ] as const) {
      const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item }) });
      await expect(card).toContainText(share);
    }
  });

  test('the transparency tab shows the monthly goal the association published, and the spending split', async ({ page, member }) => {
    void member; // a member's app, rendering in the browser, reads the configuration there
    // The e2e server publishes no figures (no DONATION_*): here the operator has set them.
    await page.route((url) => url.pathname === '/api/public-config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), donations: { monthlyGoal: 2500, raised: 1840, currency: 'EUR' } } });
    });
    // Through the app rendering in the browser, as from the service worker's shell: a page the
    // server renders comes with the configuration already in it.
    await gotoAppShell(page, '/feed');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Soutenir' }).click();
    await expect(page).toHaveURL('/support');
    await page.getByRole('tab', { name: 'Transparence' }).click();
    const progress = page.getByRole('progressbar', { name: "Dons reçus ce mois-ci par rapport à l'objectif" });
    await expect(progress).toHaveAttribute('aria-valuenow', '1840');
    await expect(progress).toHaveAttribute('aria-valuemax', '2500');
    // Intl groups thousands and sets "€" and "%" apart with no-break spaces.
    await expect(progress).toHaveAttribute('aria-valuetext', /^1\s840\s€ sur 2\s500\s€ \(73\s%\)$/);
    await expect(page.getByText('Il manque 660 €')).toBeVisible();
    await expect(page.getByText("Chiffres publiés par l'association et mis à jour par elle : le paiement en ligne n'est pas encore ouvert.")).toBeVisible();

    const chart = page.getByRole('figure', { name: 'Part de chaque poste dans les dépenses financées par les dons' });
    await expect(chart.getByRole('listitem')).toHaveText([/Hébergement\s*40 %/, /Développement\s*35 %/, /Modération\s*15 %/, /Événements\s*10 %/]);
  });

  test('every tab passes an axe-core audit', async ({ page }) => {
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Impact' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Transparence' }).click();
    await expect(page.getByText("L'association n'a pas encore publié les chiffres des dons de ce mois.", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
