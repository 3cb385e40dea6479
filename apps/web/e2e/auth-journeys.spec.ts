import type { Page, WebSocket } from '@playwright/test';
import { expect, newBrowserPage, STORY_TIMEOUT_MS, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { expectToast, newAccount, openUserMenu, signInThroughUi, signUpThroughUi, toastRegion } from './support/auth-flows';
import { waitForMailLink } from './support/outbox';

const FRESH_VISITS = 12;

/**
 * A visitor who types the moment the form shows, as a fresh visit (no cache, no service worker):
 * the app starts under their fingers, and must keep every character and send the form.
 */
async function signUpAtOnce(page: Page, path: string) {
  const account = newAccount();
  // What the page said meanwhile (a page rendered again, an error) explains a failure.
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') said.push(message.text());
  });
  try {
    await page.goto(path, { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await email.fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmer le mot de passe').fill(account.password);
    await expect(email).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // The form says it was sent (the toast may come and go). On a server-rendered page the click
    // waits for the app to start, and twelve browsers starting at once share two cores here.
    await expect(page.getByRole('status').filter({ hasText: `Un email de confirmation a été envoyé à ${account.email}.` })).toBeVisible({
      timeout: 60_000,
    });
  } catch (error) {
    throw new Error(`${String(error)}\nThe page said: ${said.join('\n') || 'nothing'}`, { cause: error });
  }
}

test.describe('What a member trips over', () => {
  for (const path of ['/auth?tab=signup', '/join-pack']) {
    test(`on ${path}, typing at once in ${FRESH_VISITS} fresh browsers keeps the email and the form sends`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(STORY_TIMEOUT_MS);
      const pages = await Promise.all(Array.from({ length: FRESH_VISITS }, () => newBrowserPage(browser, baseURL)));
      try {
        await Promise.all(pages.map((page) => signUpAtOnce(page, path)));
      } finally {
        await Promise.all(pages.map((page) => page.context().close()));
      }
    });
  }

  test('a form sent with an empty field says which, in words', async ({ page }) => {
    await page.goto('/auth');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Se connecter' }) });
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expectToast(page, 'Erreur', 'Veuillez remplir tous les champs');
    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Veuillez remplir tous les champs');
    await expectNoAxeViolations(page);
  });

  test('the sign-up toast says what comes next, and its button sends the link again', async ({ page }) => {
    const account = newAccount();
    const since = new Date();
    await signUpThroughUi(page, account);
    await expectToast(
      page,
      'Compte créé avec succès !',
      'Bienvenue dans notre communauté ! Vous pouvez maintenant vous connecter.',
    );
    await expectToast(
      page,
      'Compte créé avec succès !',
      `Pour cela, ouvrez d'abord le lien de confirmation envoyé à ${account.email} (pensez à vos courriers indésirables).`,
    );
    const firstLink = await waitForMailLink(account.email, { since });
    await expectNoAxeViolations(page);

    const resentAt = new Date();
    await toastRegion(page).getByRole('button', { name: 'Renvoyer le lien' }).click();
    await expectToast(page, 'Lien renvoyé');
    // A new mail, with its own link: the newest one is not the first any more.
    await expect.poll(() => waitForMailLink(account.email, { since: resentAt })).not.toBe(firstLink);

    await page.goto(await waitForMailLink(account.email, { since: resentAt }));
    await expectToast(page, 'Email confirmé');
    await signInThroughUi(page, account);
    await expectToast(page, 'Connexion réussie !');
  });

  test('signing in before confirming offers the link again', async ({ page }) => {
    const account = newAccount();
    await signUpThroughUi(page, account);
    await expectToast(page, 'Compte créé avec succès !');
    const since = new Date();
    await signInThroughUi(page, account);
    await expectToast(page, 'Erreur de connexion', 'Veuillez confirmer votre email avant de vous connecter.');
    await toastRegion(page).getByRole('button', { name: 'Renvoyer le lien' }).click();
    await expectToast(page, 'Lien renvoyé');
    await page.goto(await waitForMailLink(account.email, { since }));
    await expectToast(page, 'Email confirmé');
  });

  test('signing out gives one calm confirmation, never the session-ended notice, in every tab', async ({ page, context, verifiedAccount }) => {
    // The member's live connections: the server ends them on sign-out, telling each why first.
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await signInThroughUi(page, verifiedAccount);
    await expectToast(page, 'Connexion réussie !');
    // A second tab of the same browser, signed in through the shared cookie.
    const otherTab = await context.newPage();
    otherTab.on('websocket', (socket) => sockets.push(socket));
    await otherTab.goto('/notifications');
    await expect(otherTab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBeGreaterThan(1);
    const open = sockets.filter((socket) => !socket.isClosed());

    const closed = Promise.all(open.map((socket) => (socket.isClosed() ? undefined : socket.waitForEvent('close'))));
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expectToast(page, 'Déconnexion réussie', 'Vous avez bien été déconnecté·e.');
    // Once the server has ended the connection, its 'session.ended' has been heard.
    await closed;
    const region = toastRegion(page);
    await expect(region.getByText('Votre session a pris fin')).toHaveCount(0);
    await expect(region.getByText('Reconnectez-vous pour continuer.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    // The other tab says the same calm sentence: the member signed out, nothing went wrong.
    await expectToast(otherTab, 'Déconnexion réussie', 'Vous avez bien été déconnecté·e.');
    await expect(toastRegion(otherTab).getByText('Votre session a pris fin')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
