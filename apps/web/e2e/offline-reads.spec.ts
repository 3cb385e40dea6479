import type { Page } from '@playwright/test';
import { expect, newSignedInMember, STORY_TIMEOUT_MS, test } from './fixtures';
import { controlledByTheWorker, fireBackgroundSync, readOfflineCopy, readStoredOutbox } from './support/offline-device';

const idOf = async (page: Page) => ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;

async function created<T>(response: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `status ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The page as the member last saw it, without a network: from the copy, marked as not fresh. */
async function expectSeenOffline(page: Page, path: string) {
  const opened = await page.goto(path);
  expect(opened?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: /^hors ligne — vu à \d{2}:\d{2}$/ })).toBeVisible();
}

test.describe('Offline first: every page a member reads, and the service worker sending alone', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the chat channel last open, a group and a direct conversation, a forum topic, the notifications, the profile and a registered event never opened read offline as last seen', async ({ page, context, browser, baseURL, member }) => {
    void member;
    test.setTimeout(STORY_TIMEOUT_MS);
    const stamp = Date.now();
    const other = await newSignedInMember(browser, baseURL);
    const [memberId, otherId] = [await idOf(page), await idOf(other)];

    // What there is to read: the member's chat message, a group and a direct conversation with
    // another member, that member's forum topic, the member's bio, a like on the member's post.
    const { channels } = await created<{ channels: { id: string; name: string }[] }>(page.request.get('/api/channels'));
    const terrier = channels.find((channel) => channel.name === 'terrier')!;
    const chatText = `Au coin du feu ${stamp}`;
    await created(page.request.post(`/api/channels/${terrier.id}/messages`, { data: { content: chatText, clientId: `reads-${stamp}` } }));
    const group = await created<{ id: string }>(other.request.post('/api/conversations', { data: { memberIds: [memberId], title: `Cercle ${stamp}` } }));
    await created(other.request.post(`/api/conversations/${group.id}/messages`, { data: { content: `Dans le groupe ${stamp}` } }));
    const direct = await created<{ id: string }>(other.request.post('/api/conversations/direct', { data: { userId: memberId } }));
    await created(other.request.post(`/api/conversations/${direct.id}/messages`, { data: { content: `Rien que pour toi ${stamp}` } }));
    const { topic } = await created<{ topic: { id: string } }>(
      other.request.post('/api/forum/topics', { data: { title: `Tisanes du soir ${stamp}`, content: `Verveine et tilleul ${stamp}`, category: 'wellbeing' } }),
    );
    const { profile } = await created<{ profile: Record<string, unknown> }>(page.request.get('/api/me/profile'));
    const bio = `Marcheur des sous-bois ${stamp}`;
    await created(page.request.put('/api/me/profile', { data: { username: profile.username, age: 34, privacySettings: profile.privacySettings, bio } }));
    const post = await created<{ id: string }>(page.request.post('/api/posts', { data: { content: `Aube sur la colline ${stamp}` } }));
    await created(other.request.post(`/api/posts/${post.id}/like`));
    const startsOn = new Date(Date.now() + 63 * 86_400_000).toISOString().slice(0, 10);
    const { event } = await created<{ event: { id: string } }>(
      other.request.post('/api/events', { data: { title: `Veillée aux étoiles ${stamp}`, description: `Couvertures fournies ${stamp}`, startsAt: `${startsOn}T21:00`, eventType: 'online' } }),
    );
    await created(page.request.post(`/api/events/${event.id}/registration`));
    await other.context().close();

    // A first visit of each, with the network; each page's copy is written once its answers settle.
    const visit = async (path: string, shown: () => Promise<void>, kept: string) => {
      await page.goto(path);
      await controlledByTheWorker(page);
      await shown();
      await expect.poll(async () => (await readOfflineCopy(page)).text).toContain(kept);
    };
    await visit('/chat?channel=terrier', () => expect(page.getByRole('log').getByText(chatText)).toBeVisible(), chatText);
    await visit(`/messages?conversation=${group.id}`, () => expect(page.getByRole('log').getByText(`Dans le groupe ${stamp}`)).toBeVisible(), `Dans le groupe ${stamp}`);
    await visit(`/direct-messages?user=${otherId}`, () => expect(page.getByRole('log').getByText(`Rien que pour toi ${stamp}`)).toBeVisible(), `Rien que pour toi ${stamp}`);
    await visit(`/forum/${topic.id}`, () => expect(page.getByText(`Verveine et tilleul ${stamp}`)).toBeVisible(), `Verveine et tilleul ${stamp}`);
    await visit('/notifications', () => expect(page.getByRole('listitem').filter({ hasText: 'a aimé votre publication' })).toHaveCount(1), '"items":[{');
    await visit('/profile', () => expect(page.getByLabel('Bio')).toHaveValue(bio), bio);
    // The events list only: the detail of an event the member registered for comes with it.
    await visit('/events', () => expect(page.getByText(`Veillée aux étoiles ${stamp}`)).toBeVisible(), `Couvertures fournies ${stamp}`);
    // Every page's copy is still there after the others'.
    const copy = (await readOfflineCopy(page)).text;
    for (const kept of [chatText, `Dans le groupe ${stamp}`, `Rien que pour toi ${stamp}`, `Verveine et tilleul ${stamp}`]) expect(copy).toContain(kept);

    await context.setOffline(true);
    // /chat without a channel named: the one last open, not #general.
    await expectSeenOffline(page, '/chat');
    await expect(page).toHaveURL(/channel=terrier/);
    await expect(page.getByRole('log').getByText(chatText)).toBeVisible();
    await expectSeenOffline(page, `/messages?conversation=${group.id}`);
    await expect(page.getByRole('log').getByText(`Dans le groupe ${stamp}`)).toBeVisible();
    await expectSeenOffline(page, `/direct-messages?user=${otherId}`);
    await expect(page.getByRole('log').getByText(`Rien que pour toi ${stamp}`)).toBeVisible();
    await expectSeenOffline(page, `/forum/${topic.id}`);
    await expect(page.getByText(`Verveine et tilleul ${stamp}`)).toBeVisible();
    await expectSeenOffline(page, '/notifications');
    await expect(page.getByRole('listitem').filter({ hasText: 'a aimé votre publication' })).toHaveCount(1);
    await expectSeenOffline(page, '/profile');
    await expect(page.getByLabel('Bio')).toHaveValue(bio);
    await expectSeenOffline(page, `/events/${event.id}`);
    await expect(page.getByText(`Couvertures fournies ${stamp}`)).toBeVisible();
    await context.setOffline(false);
  });

  test('a post written offline is sent by the service worker when the network returns, with no page of the app open', async ({ page, context, browser, baseURL, member }) => {
    void member;
    test.setTimeout(STORY_TIMEOUT_MS);
    // A page of the site that runs no app (the worker's Background Sync is what is under test).
    const bystander = await context.newPage();
    await bystander.goto('/robots.txt');
    await page.goto('/feed');
    await controlledByTheWorker(page);

    await context.setOffline(true);
    const content = `Envoyé par le service worker ${Date.now()}`;
    await page.getByLabel('Votre publication').fill(content);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByRole('list', { name: 'Publications en attente' }).getByText(content)).toBeVisible();
    // Every page of the app closed: only the worker is left to send it.
    await page.close();
    expect((await readStoredOutbox(bystander)).map((entry) => entry.preview)).toEqual([content]);

    await context.setOffline(false);
    await fireBackgroundSync(bystander, 'la-meute-outbox');
    await expect.poll(async () => (await readStoredOutbox(bystander)).length).toBe(0);

    // Another member sees it once.
    const other = await newSignedInMember(browser, baseURL);
    await other.goto('/feed');
    await expect(other.getByRole('article').filter({ hasText: content })).toHaveCount(1);
    await other.context().close();
  });

  test("with two tabs of the member's open, whichever saves the copy last keeps what both were shown", async ({ page, context, member }) => {
    void member;
    const stamp = Date.now();
    const topicTitle = `Lu dans l'autre onglet ${stamp}`;
    const { topic } = await created<{ topic: { id: string } }>(page.request.post('/api/forum/topics', { data: { title: topicTitle, content: `Sous les pins ${stamp}`, category: 'wellbeing' } }));
    const eventTitle = `Vu ensuite dans le premier ${stamp}`;
    const startsOn = new Date(Date.now() + 64 * 86_400_000).toISOString().slice(0, 10);
    await created(page.request.post('/api/events', { data: { title: eventTitle, description: 'Deux onglets', startsAt: `${startsOn}T10:00`, eventType: 'online' } }));

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/feed');
    await controlledByTheWorker(page);
    await expect.poll(async () => (await readOfflineCopy(page)).keys.length).toBeGreaterThan(1);
    // A second tab reads a topic the first never shows.
    const second = await context.newPage();
    await second.goto(`/forum/${topic.id}`);
    await expect(second.getByText(`Sous les pins ${stamp}`)).toBeVisible();
    await expect.poll(async () => (await readOfflineCopy(second)).text).toContain(topicTitle);
    // The first tab, open since before, moves on and saves its copy again: the topic stays in it.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Événements' }).click();
    await expect(page.getByText(eventTitle)).toBeVisible();
    await expect.poll(async () => (await readOfflineCopy(page)).text).toContain(eventTitle);
    expect((await readOfflineCopy(page)).text).toContain(topicTitle);
  });
});
