import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, newBrowserPage, STORY_TIMEOUT_MS, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast } from './support/auth-flows';

/**
 * A toast shown while the dialog is open: the modal hides the rest of the page (the toast region
 * too) from the accessibility tree, so it is found by its text.
 */
async function expectToastOverDialog(page: Page, title: string, description: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

test.describe('Forum', () => {
  test('a visitor posts under a pseudonym, a member replies, and the search ignores accents', async ({ page, member, browser, baseURL }) => {
    void member;
    test.setTimeout(STORY_TIMEOUT_MS);
    const mark = String(randomInt(10_000, 99_999));
    const title = `Méditation au lever du soleil ${mark}`;

    // A visitor, in their own browser.
    const visitor = await newBrowserPage(browser, baseURL);
    await visitor.goto('/forum');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
    await expect(visitor.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: /Tous les sujets/ })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(visitor);
    // Counted from what the visitor sees first, so a retry (the topic of the first try still there) holds too.
    const wellbeing = visitor.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: /^Bien-être/ });
    const topicsBefore = Number(/(\d+)\s*sujet/.exec(await wellbeing.innerText())?.[1]);
    expect(Number.isInteger(topicsBefore)).toBe(true);

    await visitor.getByRole('button', { name: 'Nouveau Sujet' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Nouveau Sujet' });
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await expectToastOverDialog(visitor, 'Champs obligatoires', 'Veuillez remplir tous les champs.');

    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Bien-être' });
    await dialog.getByLabel('Contenu').fill('Qui se joint à moi pour respirer ensemble chaque matin ?');
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await expectToastOverDialog(visitor, 'Connexion requise', 'Veuillez vous connecter pour créer un sujet.');
    await expect(dialog.getByRole('link', { name: 'connectez-vous ou créez un compte' })).toHaveAttribute('href', '/auth');

    await dialog.getByLabel('Pseudonyme').fill('Renard Curieux');
    await dialog.getByRole('button', { name: 'Utiliser ce pseudonyme' }).click();
    await expect(dialog.getByText('Vous participez en tant que Renard Curieux.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await expectToast(visitor, 'Sujet publié');
    await expect(dialog).toBeHidden();

    const topics = visitor.getByRole('list', { name: 'Sujets du forum' });
    const row = topics.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('par Renard Curieux');
    await expect(row.getByRole('link', { name: title })).toBeVisible();
    await expect(visitor.getByRole('navigation', { name: 'Pagination du forum' }).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(wellbeing).toHaveAccessibleName(new RegExp(`Bien-être ${topicsBefore + 1} sujets?`));
    await expectNoAxeViolations(visitor);

    // The member opens the topic and replies.
    await page.goto('/forum');
    await page.getByRole('searchbox', { name: 'Rechercher dans le forum' }).fill(`meditation ${mark}`);
    await expect(page.getByText('1 sujet trouvé')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=meditation\\+${mark}`));
    await page.getByRole('list', { name: 'Sujets du forum' }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('par Renard Curieux')).toBeVisible();
    const like = page.getByRole('button', { name: "J'aime (0)" });
    await like.click();
    await expect(page.getByRole('button', { name: "J'aime (1)" })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Votre réponse').fill('Belle idée, je me joins à vous !');
    await page.getByRole('button', { name: 'Répondre', exact: true }).click();
    await expectToast(page, 'Réponse publiée');
    await expect(page.getByRole('heading', { name: '1 réponse' })).toBeVisible();
    await expect(page.getByText('Belle idée, je me joins à vous !')).toBeVisible();
    await expectNoAxeViolations(page);

    // The visitor sees the reply on the topic page; a missing topic says so.
    await topics.getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Belle idée, je me joins à vous !')).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.goto('/forum/00000000-0000-4000-8000-000000000000');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Sujet introuvable' })).toBeVisible();
  });
});
