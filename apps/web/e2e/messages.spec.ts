import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { type Account, createVerifiedAccount, expectToast, signIn } from './support/auth-flows';

// A new account's display name and username are the part of its email before the @ (SPEC §3).
const nameOf = (account: Account) => account.email.split('@')[0]!;

function conversationList(page: Page) {
  return page.getByRole('list', { name: 'Conversations' });
}

async function signedInElsewhere(page: Page): Promise<Account> {
  const account = await createVerifiedAccount(page);
  await signIn(page, account);
  await expect(page).toHaveURL('/');
  return account;
}

async function pickMember(page: Page, account: Account) {
  const panel = page.getByRole('dialog', { name: 'Nouvelle conversation' });
  await panel.getByRole('searchbox', { name: 'Rechercher un membre' }).fill(nameOf(account));
  await panel.getByRole('checkbox', { name: nameOf(account) }).check();
}

test.describe('Private messages', () => {
  test('a member makes a group, writes to it live, renames it, and the others follow', async ({ page, member, browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    const brunoPage = await newBrowserPage(browser, baseURL);
    const bruno = await signedInElsewhere(brunoPage);
    const chloe = await createVerifiedAccount(await newBrowserPage(browser, baseURL));
    const idOf = async (someone: Page) => ((await (await someone.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;

    // Bruno writes to the member first (?user=<id>, as the profile dialog's 'Message privé' does).
    await page.goto('/messages');
    await expect(page.getByText('Aucune conversation', { exact: true })).toBeVisible();
    await brunoPage.goto(`/messages?user=${await idOf(page)}`);
    await expect(brunoPage.getByRole('heading', { level: 2, name: nameOf(member) })).toBeVisible();
    await expect(brunoPage).toHaveURL(/\?conversation=/);

    // The new-conversation panel: both found through the picker's search, then one group.
    await page.getByRole('button', { name: 'Nouvelle conversation' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Nouvelle conversation' });
    await expect(panel.getByText('Choisissez au moins un membre.')).toBeVisible();
    // The picker lists the others only.
    await panel.getByRole('searchbox', { name: 'Rechercher un membre' }).fill(nameOf(member));
    await expect(panel.getByText('Aucun membre trouvé')).toBeVisible();
    await pickMember(page, bruno);
    await expect(panel.getByText('Une conversation privée, à deux')).toBeVisible();
    await pickMember(page, chloe);
    await expect(panel.getByText('Un groupe avec vous et 2 membres')).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Créer la conversation' }).click();
    await expect(panel).toBeHidden();

    const groupRow = conversationList(page).getByRole('button', { name: /Discussion de groupe/ });
    await expect(groupRow).toContainText(nameOf(bruno));
    await expect(groupRow).toContainText(nameOf(chloe));
    await expect(page.getByRole('heading', { level: 2, name: 'Discussion de groupe' })).toBeVisible();
    const members = page.getByText(/^Membres : vous, /);
    await expect(members).toContainText(nameOf(bruno));
    await expect(members).toContainText(nameOf(chloe));

    const greeting = `Bonsoir la meute ${randomUUID().slice(0, 6)}`;
    const composer = page.getByRole('textbox', { name: 'Tapez votre message...' });
    await composer.fill(greeting);
    await composer.press('Enter');
    await expect(page.getByRole('log').getByText(greeting)).toBeVisible();
    await expectNoAxeViolations(page);

    // Bruno, already on the page, sees the group arrive with its unread message, live.
    const brunoRow = conversationList(brunoPage).getByRole('button', { name: /Discussion de groupe/ });
    await expect(brunoRow).toContainText('1 message non lu');
    await brunoRow.click();
    await expect(brunoPage.getByRole('log').getByText(greeting)).toBeVisible();
    const followUp = `Rendez-vous à 20 h ${randomUUID().slice(0, 6)}`;
    await composer.fill(followUp);
    await composer.press('Enter');
    await expect(brunoPage.getByRole('log').getByText(followUp)).toBeVisible();
    // Only the admin has the group's settings.
    await expect(brunoPage.getByRole('button', { name: 'Paramètres du groupe' })).toHaveCount(0);

    // The admin renames it; Bruno sees the new name after a reload.
    const newName = `Balade ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Paramètres du groupe' }).click();
    const settings = page.getByRole('dialog', { name: 'Paramètres du groupe' });
    await settings.getByRole('textbox', { name: 'Nom du groupe' }).fill('   ');
    await settings.getByRole('button', { name: 'Renommer' }).click();
    await expect(settings.getByText('Donnez un nom au groupe.')).toBeVisible();
    await settings.getByRole('textbox', { name: 'Nom du groupe' }).fill(newName);
    await settings.getByRole('button', { name: 'Renommer' }).click();
    await expect(settings.getByRole('status').filter({ hasText: 'Groupe renommé' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 2, name: newName })).toBeVisible();
    await brunoPage.reload();
    await expect(brunoPage.getByRole('heading', { level: 2, name: newName })).toBeVisible();
    await expect(conversationList(brunoPage).getByRole('button', { name: new RegExp(newName) })).toBeVisible();

    // ?user=<id> opens the private conversation Bruno started: the same one, not a new one.
    await page.goto(`/messages?user=${await idOf(brunoPage)}`);
    await expect(page.getByRole('heading', { level: 2, name: nameOf(bruno) })).toBeVisible();
    await expect(page).toHaveURL(/\?conversation=/);

    // The list search: on the group's title and on names, whatever the case.
    const search = page.getByRole('searchbox', { name: 'Rechercher une conversation' });
    const rows = conversationList(page).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await search.fill(newName.toUpperCase());
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(newName);
    await search.fill(nameOf(chloe).toUpperCase());
    await expect(rows).toHaveCount(1);
    await search.fill(nameOf(bruno));
    await expect(rows).toHaveCount(2);
    await search.fill('personne ici');
    await expect(page.getByText('Aucune conversation ne correspond à « personne ici »')).toBeVisible();

    // Calls are not built: their buttons say so.
    await page.getByRole('button', { name: 'Appel vidéo' }).click();
    await expectToast(page, 'Bientôt disponible', 'Les appels vidéo arrivent bientôt.');
    await page.getByRole('button', { name: 'Appel audio' }).click();
    await expectToast(page, 'Bientôt disponible', 'Les appels audio arrivent bientôt.');
  });

  test('a visitor going to /messages lands on the sign-in page', async ({ page }) => {
    await page.goto('/messages');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
