import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, newSignedInMember, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast } from './support/auth-flows';
import { parisDateTime } from './support/event-dates';

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('Events', () => {
  test('a member creates an event of one place, another takes it until it shows Complet, and the ICS downloads', async ({
    page,
    member: _member,
    browser,
    baseURL,
  }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    const title = `Cercle du soir ${randomUUID().slice(0, 6)}`;

    // The organiser creates it through the 'create an event' dialog (SPEC §6), image included.
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await page.getByRole('button', { name: 'Créer un événement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un événement' });
    await dialog.getByLabel('Titre', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('On partage, on écoute; chacun, à son rythme.');
    await dialog.getByLabel('Début', { exact: true }).fill(parisDateTime(60));
    await dialog.getByLabel('Ville ou adresse').fill('Lyon');
    await dialog.getByLabel('Lieu (salle, parc…)').fill('Parc de la Tête d’Or');
    await dialog.getByLabel('Nombre de places').fill('1');
    await dialog.getByLabel('Tags', { exact: true }).fill('partage, écoute, soir, nature');
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(dialog.getByRole('button', { name: "Retirer l'image" })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: "Publier l'événement" }).click();
    await expectToast(page, 'Événement publié', title);

    // Its page: the SPEC heading, then the real details.
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
    const detailUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: "Détail de l'événement" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText('0/1 participants')).toBeVisible();
    await expect(page.getByText('Parc de la Tête d’Or, Lyon')).toBeVisible();
    await expect(page.getByText('Gratuit', { exact: true })).toBeVisible();
    await expect(page.locator('article img').first()).toHaveAttribute('src', /^\/media\//);
    await expect(page.getByRole('button', { name: "Modifier l'événement" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A visitor is asked to sign in.
    const visitor = await newBrowserPage(browser, baseURL);
    await visitor.goto(detailUrl);
    await visitor.getByRole('button', { name: "S'inscrire" }).click();
    await expectToast(visitor, 'Connexion requise', 'Veuillez vous connecter pour vous inscrire à cet événement.');
    await visitor.context().close();

    // Another member registers from their own browser.
    const bruno = await newSignedInMember(browser, baseURL);
    await bruno.goto(detailUrl);
    await bruno.getByRole('button', { name: "S'inscrire" }).click();
    await expectToast(bruno, 'Inscription réussie', 'Vous êtes maintenant inscrit à cet événement !');
    await expect(bruno.getByText('Vous êtes inscrit')).toBeVisible();
    await expect(bruno.getByText('1/1 participants')).toBeVisible();
    await expect(bruno.getByRole('button', { name: 'Annuler mon inscription' })).toBeVisible();
    await bruno.context().close();

    // The organiser's page, reloaded: full.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Complet' })).toBeDisabled();
    await expect(page.getByText('1/1 participants')).toBeVisible();

    // The ICS file and the Google Calendar link.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger (.ics)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cercle-du-soir-[a-z0-9]+\.ics$/);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nBEGIN:VEVENT\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${title}`);
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:On partage\\, on écoute\\; chacun\\, à son rythme.');
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:Parc de la Tête d’Or\\, Lyon');
    await expect(page.getByRole('link', { name: 'Ajouter à Google Agenda' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);

    // The list: the event, full, with three of its four tags.
    await page.goto('/events');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText('1/1 participants');
    await expect(card).toContainText('Complet');
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#partage', '#écoute', '#soir']);
    await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', detailUrl);
    await expectNoAxeViolations(page);
  });

  test('a visitor sees the upcoming events and a way to sign in', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter pour participer' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('button', { name: 'Créer un événement' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
