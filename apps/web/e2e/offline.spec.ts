import { expect, newSignedInMember, STORY_TIMEOUT_MS, test } from './fixtures';
import { createVerifiedAccount, expectToast, openUserMenu, signIn } from './support/auth-flows';
import { controlledByTheWorker, readOfflineCopy, readStoredOutbox } from './support/offline-device';

test.describe('Offline first: what a member last saw, without a network', () => {
  // The installed app is under test: its service worker runs here (the other stories block it).
  test.use({ serviceWorkers: 'allow' });

  test('after a first visit, the feed and a registered event read offline, marked as not fresh; signing out erases the copy', async ({ page, context, member }) => {
    void member;
    const content = `Lu dans le train ${Date.now()}`;
    expect((await page.request.post('/api/posts', { data: { content } })).status()).toBe(201);
    const next = new Date(Date.now() + 61 * 86_400_000);
    const title = `Balade en forêt ${Date.now()}`;
    const created = await page.request.post('/api/events', {
      data: { title, description: 'Sans réseau sous les arbres.', startsAt: `${next.toISOString().slice(0, 10)}T10:00`, eventType: 'online' },
    });
    const { event } = (await created.json()) as { event: { id: string } };
    expect((await page.request.post(`/api/events/${event.id}/registration`)).status()).toBe(201);

    await page.goto('/feed');
    await controlledByTheWorker(page);
    await expect(page.getByText(content)).toBeVisible();
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    // The copy is written once the answers have settled.
    await expect.poll(async () => (await readOfflineCopy(page)).text).toContain(title);
    expect((await readOfflineCopy(page)).text).toContain(content);

    await context.setOffline(true);
    const offlineFeed = await page.goto('/feed');
    expect(offlineFeed?.fromServiceWorker()).toBe(true);
    await expect(page.getByText(content)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^hors ligne — vu à \d{2}:\d{2}$/ })).toBeVisible();
    // Signed in as before: the member's own menu, not the sign-in link.
    await expect(page.getByRole('button', { name: 'Menu du compte' }).first()).toBeVisible();
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^hors ligne — vu à/ })).toBeVisible();

    // Back online: the banner goes, the page is asked for again without a reload.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: /^hors ligne/ })).toHaveCount(0);

    // 'Vos données' erases the copy on demand: what the profile page does not show is gone.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Effacer la copie hors ligne' }).click();
    await expectToast(page, 'Copie hors ligne effacée');
    expect((await readOfflineCopy(page)).text).not.toContain(title);

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expectToast(page, 'Déconnexion réussie', 'Vous avez bien été déconnecté·e.');
    await expect.poll(async () => (await readOfflineCopy(page)).keys).toEqual([]);
    expect((await readOfflineCopy(page)).imagesCached).toBe(false);
  });

  test('a copy left on the device is erased at the next load once nobody is signed in there', async ({ page, member }) => {
    void member;
    await page.goto('/feed');
    await controlledByTheWorker(page);
    await expect.poll(async () => (await readOfflineCopy(page)).keys.length).toBeGreaterThan(0);
    // The session ends while no page of the app is open (signed out elsewhere, revoked, expired).
    await page.goto('/robots.txt');
    expect((await page.request.post('/api/auth/sign-out')).ok()).toBe(true);
    await page.goto('/feed');
    await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
    // A visitor's app starts as they move: from then on nothing of the member's is kept.
    await page.mouse.move(40, 200);
    await expect.poll(async () => (await readOfflineCopy(page)).keys).toEqual([]);
  });

  test('writes left waiting when the session ended elsewhere are sent once their member signs in again, and erased for anyone else', async ({ page, context, member }) => {
    test.setTimeout(STORY_TIMEOUT_MS);
    /** A post written offline, then the session ends while no page is open (expired, revoked, signed out on another device). */
    async function writeThenLoseTheSession(on: typeof page, content: string) {
      await on.goto('/feed');
      await controlledByTheWorker(on);
      await expect(on.getByLabel('Votre publication')).toBeVisible();
      await context.setOffline(true);
      await on.getByLabel('Votre publication').fill(content);
      await on.getByRole('button', { name: 'Publier' }).click();
      await expect(on.getByRole('list', { name: 'Publications en attente' }).getByText(content)).toBeVisible();
      await expect.poll(async () => (await readStoredOutbox(on)).map((entry) => entry.preview)).toEqual([content]);
      await on.close();
      expect((await context.request.post('/api/auth/sign-out')).ok()).toBe(true);
      await context.setOffline(false);
      const next = await context.newPage();
      await next.goto('/feed');
      await expect(next.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
      // A visitor's app starts as they move: what the member was shown goes at once.
      await next.mouse.move(40, 200);
      await expect.poll(async () => (await readOfflineCopy(next)).keys).toEqual([]);
      return next;
    }

    const first = `Écrit avant que la session expire ${Date.now()}`;
    const again = await writeThenLoseTheSession(page, first);
    // The same member signs in again on this device: the post goes, once.
    await signIn(again, member, '/feed');
    await expect(again.getByRole('article').filter({ hasText: first })).toHaveCount(1);
    await expect(again.getByRole('list', { name: 'Publications en attente' })).toHaveCount(0);
    await expect.poll(async () => readStoredOutbox(again)).toEqual([]);

    // Another member signs in on this device instead: the first one's waiting post is erased, never sent.
    const second = `Jamais envoyé sous un autre nom ${Date.now()}`;
    const visitor = await writeThenLoseTheSession(again, second);
    await signIn(visitor, await createVerifiedAccount(visitor), '/feed');
    await expect.poll(async () => readStoredOutbox(visitor)).toEqual([]);
    await expect(visitor.getByRole('article').filter({ hasText: first })).toHaveCount(1);
    await expect(visitor.getByRole('article').filter({ hasText: second })).toHaveCount(0);
  });

  test('a post written offline waits as pending, survives closing the tab, and is sent once when the network returns', async ({ page, context, browser, baseURL, member }) => {
    void member;
    test.setTimeout(STORY_TIMEOUT_MS);
    await page.goto('/feed');
    await controlledByTheWorker(page);
    await expect(page.getByLabel('Votre publication')).toBeVisible();

    await context.setOffline(true);
    const content = `Écrit au fond des bois ${Date.now()}`;
    await page.getByLabel('Votre publication').fill(content);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expectToast(page, 'Enregistré sans réseau', 'Il sera envoyé dès le retour du réseau.');
    const pending = page.getByRole('list', { name: 'Publications en attente' });
    await expect(pending.getByRole('listitem')).toHaveText(`${content}En attente du réseau : envoyé dès son retour.`);

    // The tab closed and opened again, still without a network: the post still waits.
    await page.close();
    const again = await context.newPage();
    await again.goto('/feed');
    await expect(again.getByRole('list', { name: 'Publications en attente' }).getByText(content)).toBeVisible();

    await context.setOffline(false);
    await expect(again.getByRole('list', { name: 'Publications en attente' })).toHaveCount(0);
    await expect(again.getByRole('article').filter({ hasText: content })).toHaveCount(1);

    // Another member sees it once.
    const other = await newSignedInMember(browser, baseURL);
    await other.goto('/feed');
    await expect(other.getByRole('article').filter({ hasText: content })).toHaveCount(1);
    await other.context().close();
  });

  test('a post refused when it is replayed says why on its pending item, until removed', async ({ page, context, member }) => {
    void member;
    await page.goto('/feed');
    await controlledByTheWorker(page);
    await expect(page.getByLabel('Votre publication')).toBeVisible();

    await context.setOffline(true);
    await page.getByLabel('Votre publication').fill('Espèce de connard');
    await page.getByRole('button', { name: 'Publier' }).click();
    const pending = page.getByRole('list', { name: 'Publications en attente' });
    await expect(pending.getByText('En attente du réseau : envoyé dès son retour.')).toBeVisible();

    await context.setOffline(false);
    await expect(pending.getByText("Non envoyé : Ce message n'a pas été publié : il ne respecte pas la charte de la communauté.")).toBeVisible();
    await pending.getByRole('button', { name: 'Retirer : Espèce de connard', exact: true }).click();
    await expect(pending).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: 'Espèce de connard' })).toHaveCount(0);
  });

  test('a forum reply, an event registration and a direct message made offline are each sent once when the network returns', async ({ page, context, browser, baseURL, member }) => {
    void member;
    test.setTimeout(STORY_TIMEOUT_MS);
    const other = await newSignedInMember(browser, baseURL);
    const otherId = ((await (await other.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;
    const stamp = Date.now();
    const topic = (
      (await (await other.request.post('/api/forum/topics', { data: { title: `Rando du dimanche ${stamp}`, content: 'Qui vient ?', category: 'wellbeing' } })).json()) as {
        topic: { id: string };
      }
    ).topic;
    const next = new Date(Date.now() + 62 * 86_400_000);
    const title = `Cueillette ${stamp}`;
    const { event } = (await (
      await other.request.post('/api/events', { data: { title, description: 'Au bord du lac.', startsAt: `${next.toISOString().slice(0, 10)}T09:00`, eventType: 'online' } })
    ).json()) as { event: { id: string } };

    // A first visit of each page, with the network.
    await page.goto(`/forum/${topic.id}`);
    await controlledByTheWorker(page);
    await expect(page.getByLabel('Votre réponse')).toBeVisible();
    await expect.poll(async () => (await readOfflineCopy(page)).text).toContain(`Rando du dimanche ${stamp}`);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('button', { name: "S'inscrire" })).toBeVisible();
    await expect.poll(async () => (await readOfflineCopy(page)).text).toContain(title);
    await page.goto(`/direct-messages?user=${otherId}`);
    const field = page.getByRole('textbox', { name: 'Tapez votre message...' });
    await expect(field).toBeVisible();
    await expect.poll(async () => (await readOfflineCopy(page)).text).toContain('"conversations":[{');

    await context.setOffline(true);
    await page.goto(`/forum/${topic.id}`);
    await page.getByLabel('Votre réponse').fill(`J’en suis, depuis le train ${stamp}`);
    await page.getByRole('button', { name: 'Répondre' }).click();
    await expect(page.getByRole('list', { name: 'Réponses en attente' }).getByText(`J’en suis, depuis le train ${stamp}`)).toBeVisible();

    await page.goto(`/events/${event.id}`);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByRole('list', { name: 'Inscription en attente' }).getByText(`Inscription à « ${title} »`)).toBeVisible();

    await page.goto(`/direct-messages?user=${otherId}`);
    await field.fill(`Message du parc ${stamp}`);
    await field.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages en attente' }).getByText(`Message du parc ${stamp}`)).toBeVisible();

    // Back online: sent in order, each once; the page shows the message as the thread's own.
    await context.setOffline(false);
    await expect(page.getByRole('list', { name: 'Messages en attente' })).toHaveCount(0);
    await expect(page.getByRole('log').getByText(`Message du parc ${stamp}`)).toHaveCount(1);

    // What the other member sees: one reply, one participant, one message.
    const detail = (await (await other.request.get(`/api/forum/topics/${topic.id}`)).json()) as { replies: { content: string }[] };
    expect(detail.replies.filter((reply) => reply.content === `J’en suis, depuis le train ${stamp}`)).toHaveLength(1);
    const registered = (await (await other.request.get(`/api/events/${event.id}`)).json()) as { event: { participants: number } };
    expect(registered.event.participants).toBe(1);
    await other.goto(`/direct-messages`);
    await other.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    await expect(other.getByRole('log').getByText(`Message du parc ${stamp}`)).toHaveCount(1);
    await other.context().close();
  });

  test('a like and a comment made offline on another member\'s post are each sent once when the network returns', async ({ page, context, browser, baseURL, member }) => {
    void member;
    test.setTimeout(STORY_TIMEOUT_MS);
    const other = await newSignedInMember(browser, baseURL);
    const content = `Lever de soleil au lac ${Date.now()}`;
    const created = await other.request.post('/api/posts', { data: { content } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/post/${id}`);
    await controlledByTheWorker(page);
    await expect(page.getByText(content)).toBeVisible();
    await expect.poll(async () => (await readOfflineCopy(page)).text).toContain(content);

    await context.setOffline(true);
    await page.goto(`/post/${id}`);
    const like = page.getByRole('button', { name: /^J'aime/ });
    await like.click();
    // Shown at once, as online.
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName("J'aime (1)");
    const comment = `Magnifique, vu depuis le train ${Date.now()}`;
    await page.getByLabel('Votre commentaire').fill(comment);
    await page.getByRole('button', { name: 'Commenter' }).click();
    await expect(page.getByRole('list', { name: 'Commentaires en attente' }).getByText(comment)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('list', { name: 'Commentaires en attente' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Commentaires (1)' })).toBeVisible();

    // The author sees one like and one comment.
    await other.goto(`/post/${id}`);
    await expect(other.getByRole('button', { name: "J'aime (1)" })).toBeVisible();
    await expect(other.getByText(comment)).toHaveCount(1);
    await other.context().close();
  });

  test('a chat message written offline waits as pending and is sent once when the network returns', async ({ page, context, member }) => {
    void member;
    // The channel the chat stories write in (chat.spec.ts): the landing counts the others' messages.
    await page.goto('/chat?channel=terrier');
    await controlledByTheWorker(page);
    const field = page.getByRole('textbox', { name: 'Votre message' });
    await expect(field).toBeVisible();
    await expect.poll(async () => (await readOfflineCopy(page)).text).toContain('"chat"');

    await context.setOffline(true);
    await page.goto('/chat?channel=terrier');
    const text = `Depuis la clairière, sans réseau ${Date.now()}`;
    await field.fill(text);
    await field.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages en attente' }).getByText(text)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('list', { name: 'Messages en attente' })).toHaveCount(0);
    await expect(page.getByRole('log').getByText(text)).toHaveCount(1);
  });
});
