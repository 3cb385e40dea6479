import { expect, test } from './fixtures';
import { gotoAppShell } from './support/app-shell';
import { expectNoAxeViolations } from './support/a11y';

const DOCUMENTS = [
  { path: '/legal/mentions-legales', title: 'Mentions légales' },
  { path: '/legal/terms-of-service', title: "Conditions d'utilisation" },
  { path: '/legal/privacy-policy', title: 'Politique de confidentialité' },
  { path: '/legal/cookie-policy', title: 'Politique relative aux cookies' },
  { path: '/legal/dsa', title: 'Règlement sur les services numériques (DSA)' },
];

test.describe('Legal pages', () => {
  for (const { path, title } of DOCUMENTS) {
    test(`${path} shows its title, last update and table of contents, and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('Dernière mise à jour : 15 janvier 2025')).toBeVisible();
      const toc = page.getByRole('navigation', { name: 'Sommaire' });
      await expect(toc.getByRole('link').first()).toBeVisible();
      // Every entry of the table of contents leads to a section heading of the page.
      const entries = await toc.getByRole('link').count();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasNotText: 'Sommaire' })).toHaveCount(entries);
      await expectNoAxeViolations(page);
    });
  }

  test('/legal lists the five documents and opens them', async ({ page }) => {
    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'Informations légales' })).toBeVisible();
    await expect(page.getByText('Dernière mise à jour : 15 janvier 2025')).toBeVisible();
    for (const { title } of DOCUMENTS) await expect(page.getByRole('main').getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('link', { name: /Politique relative aux cookies/ }).click();
    await expect(page).toHaveURL('/legal/cookie-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Politique relative aux cookies' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'la-meute.session_token' })).toBeVisible();
  });

  test('operator details come from the public configuration', async ({ page }) => {
    await page.goto('/legal/mentions-legales');
    // Until the operator configures them, the page says they are not published (promises-kept.spec.ts).
    await expect(page.getByText("Le site La Meute est édité par La Meute (association dont le nom n'est pas encore publié), Association loi 1901")).toBeVisible();
    await expect(page.getByText("Numéro RNA (répertoire national des associations) : pas encore publié par l'association")).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact@lameute.local' }).first()).toHaveAttribute('href', 'mailto:contact@lameute.local');
  });

  test('once the operator has set every detail, the page shows them and no "not published" notice', async ({ page, member }) => {
    void member; // a member's app, rendering in the browser, reads the configuration there
    await page.route((url) => url.pathname === '/api/public-config', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({
        response,
        json: {
          ...config,
          operator: { ...config.operator, name: 'Les Amis de la Meute', address: '1 rue des Loups, 75011 Paris', registration: 'W751234567', publicationDirector: 'Camille Martin' },
          host: { name: 'Hébergeur SAS', address: '2 rue du Serveur, 59100 Roubaix', website: 'https://hebergeur.example' },
        },
      });
    });
    // Through the app rendering in the browser, as from the service worker's shell: a page the
    // server renders comes with the configuration already in it.
    await gotoAppShell(page, '/feed');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL('/legal/mentions-legales');
    await expect(page.getByText('Le site La Meute est édité par Les Amis de la Meute, Association loi 1901')).toBeVisible();
    await expect(page.getByText('Numéro RNA (répertoire national des associations) : W751234567')).toBeVisible();
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
  });

  test('the privacy policy lists the GDPR rights and links its table of contents to its sections', async ({ page }) => {
    await page.goto('/legal/privacy-policy');
    await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Exercer vos droits' }).click();
    await expect(page).toHaveURL('/legal/privacy-policy#exercer-droits');
    await expect(page.getByRole('heading', { level: 2, name: /Exercer vos droits/ })).toBeInViewport();
    await expect(page.getByText(/Nous répondons dans un délai d'un mois/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute('href', 'https://www.cnil.fr');
  });

  test('the DSA page gives the delays and says private messages are not end-to-end encrypted', async ({ page }) => {
    await page.goto('/legal/dsa');
    await expect(page.getByText(/traités dans un délai de 24 heures ouvrées/)).toBeVisible();
    await expect(page.getByText(/dans un délai de 7 jours ouvrés/).first()).toBeVisible();
    await expect(page.getByText(/dans un délai de 48 heures/)).toBeVisible();
    await expect(page.getByText(/Les messages privés et directs ne sont pas chiffrés de bout en bout/)).toBeVisible();
  });
});
