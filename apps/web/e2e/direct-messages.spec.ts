import type { Browser, Page } from '@playwright/test';
import { STORY_TIMEOUT_MS, expect, newBrowserPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { createVerifiedAccount, signIn } from './support/auth-flows';


type Member = { page: Page; id: string; name: string };

async function newSignedInMember(browser: Browser, baseURL: string | undefined): Promise<Member> {
  const page = await newBrowserPage(browser, baseURL);
  const account = await createVerifiedAccount(page);
  await signIn(page, account);
  await expect(page).toHaveURL('/');
  const { user } = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string; displayName: string } };
  return { page, id: user.id, name: user.displayName };
}

function field(page: Page) {
  return page.getByRole('textbox', { name: 'Tapez votre message...' });
}

function thread(page: Page, withName: string) {
  return page.getByRole('log', { name: `Messages avec ${withName}` });
}

function conversationRow(page: Page, name: string) {
  return page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(name) });
}

test.describe('Direct messages', () => {
  test('two members write to each other live, with unread counts and read receipts', async ({ browser, baseURL }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    const ana = await newSignedInMember(browser, baseURL);
    const bruno = await newSignedInMember(browser, baseURL);

    await bruno.page.goto('/direct-messages');
    await expect(bruno.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(bruno.page.getByText('Aucune conversation', { exact: true })).toBeVisible();
    await expect(bruno.page.getByText('Sélectionnez une conversation')).toBeVisible();

    // ?user opens (here: creates) the conversation with Bruno.
    await ana.page.goto(`/direct-messages?user=${bruno.id}`);
    await expect(ana.page.getByRole('heading', { name: bruno.name, level: 2 })).toBeVisible();
    await expect(ana.page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();

    // Shift+Enter adds a line and sends nothing; Enter sends.
    await field(ana.page).fill('Bonjour Bruno');
    await field(ana.page).press('Shift+Enter');
    await field(ana.page).pressSequentially('tu viens samedi ?');
    await expect(field(ana.page)).toHaveValue('Bonjour Bruno\ntu viens samedi ?');
    await expect(thread(ana.page, bruno.name).getByRole('listitem')).toHaveCount(0);
    await field(ana.page).press('Enter');
    await expect(field(ana.page)).toHaveValue('');
    const sent = thread(ana.page, bruno.name).getByRole('listitem').filter({ hasText: 'tu viens samedi ?' });
    await expect(sent.getByText('Envoyé', { exact: true })).toHaveCount(1);
    await expect(sent.getByText('Lu', { exact: true })).toHaveCount(0);

    // Bruno, already on the page, sees the new conversation, its unread count and the navbar badge.
    const row = conversationRow(bruno.page, ana.name);
    await expect(row).toContainText('1 message non lu');
    await expect(bruno.page.getByRole('link', { name: /1 message non lu/ })).toBeVisible();

    // Opening it reads the message: Ana's single check becomes two, Bruno's counts go.
    await row.click();
    await expect(thread(bruno.page, ana.name)).toContainText('tu viens samedi ?');
    await expect(sent.getByText('Lu', { exact: true })).toHaveCount(1);
    await expect(sent.getByText('Envoyé', { exact: true })).toHaveCount(0);
    await expect(row).not.toContainText('non lu');
    await expect(bruno.page.getByRole('link', { name: /non lu/ })).toHaveCount(0);

    // Ana sees Bruno typing, then his answer on the left.
    await field(bruno.page).pressSequentially('Oui, avec plaisir');
    await expect(ana.page.getByText(`${bruno.name} est en train d'écrire…`)).toBeVisible();
    await field(bruno.page).press('Enter');
    await expect(thread(ana.page, bruno.name)).toContainText('Oui, avec plaisir');
    await expect(ana.page.getByText(`${bruno.name} est en train d'écrire…`)).toHaveCount(0);

    // The search filters the list by name, whatever the case.
    const search = bruno.page.getByRole('searchbox', { name: 'Rechercher une conversation...' });
    await search.fill(ana.name.toUpperCase());
    await expect(row).toBeVisible();
    await search.fill('personne-de-ce-nom');
    await expect(row).toHaveCount(0);
    await search.fill('');
    await expect(row).toBeVisible();

    await expectNoAxeViolations(ana.page);
  });

  test('a visitor is sent to the sign-in page', async ({ browser, baseURL }) => {
    const visitor = await newBrowserPage(browser, baseURL);
    await visitor.goto('/direct-messages');
    await expect(visitor).toHaveURL(/\/auth$/);
  });
});
