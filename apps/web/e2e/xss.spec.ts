import { randomInt, randomUUID } from 'node:crypto';
import type { APIResponse, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { expect, newBrowserPage, STORY_TIMEOUT_MS, test } from './fixtures';
import { createVerifiedAccount, signIn, type Account } from './support/auth-flows';
import { parisDateTime } from './support/event-dates';
import seed from './support/e2e-seed.json' with { type: 'json' };

/**
 * XSS payloads in every field a member (or a visitor) can fill, read back on every page
 * that shows them, as their author, another member, a visitor and a moderator. Each page must show
 * the payload as text, and nothing of it may run.
 *
 * The contexts bypass the CSP: it blocks inline scripts anyway, and would hide a rendering that
 * turns text into markup. Besides `window.__xss` and dialogs, an init script reports any element
 * with an inline event handler, any inline script carrying the payload and any `javascript:` address
 * carrying it, whether or not it would run.
 */

const HIT = 'window.__xss=(window.__xss||0)+1';
const PAYLOADS = {
  img: `<img src=x onerror="${HIT}">`,
  script: `<script>${HIT}</script>`,
  attribute: `"><svg onload=${HIT}>`,
  // For server-rendered pages, which carry their data in a <script> element.
  closeScript: `</script><script>${HIT}</script>`,
  href: `javascript:${HIT}`,
  template: `{{constructor.constructor('${HIT}')()}}`,
  dialog: '<details open ontoggle=alert(document.domain)>',
  // String.prototype.replace reads these in a replacement string.
  dollars: "$` $' $&",
};
const ALL = Object.values(PAYLOADS).join(' ');
// Short ones, for fields of 30 to 60 characters.
const SHORT = { img: '<img src=x onerror=__xss=1>', svg: '<svg onload=__xss=1>', script: '<script>__xss=1</script>' };
const JAVASCRIPT_URL = `javascript:${HIT}`;

/** Letters only: the search reads it as one word, and no other story writes it. */
const mark = Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const WORD = `sonde${mark}`;

const text = {
  nameA: `Ana${mark}"${SHORT.img}`,
  nameB: `Bruno${mark}{{constructor.constructor('__xss=1')()}}`,
  bio: `Bio${mark} ${WORD} ${ALL}`,
  city: `Taniere${mark} ${SHORT.svg}`,
  interest: `Yoga ${SHORT.svg}`,
  occupation: `</script>${SHORT.script}`,
  post: `Post${mark} ${PAYLOADS.dollars} ${WORD} ${ALL} #sonde${mark}`,
  postLocation: `Foret${mark} ${SHORT.img}`,
  comment: `Commentaire${mark} ${ALL}`,
  topicTitle: `Sujet${mark} ${WORD} ${PAYLOADS.img}`,
  topicBody: `Corps${mark} ${WORD} ${ALL}`,
  reply: `Reponse${mark} ${ALL}`,
  pseudonym: `${SHORT.svg}${mark}`,
  eventTitle: `Evenement${mark} ${WORD} ${PAYLOADS.img}`,
  eventDescription: `Description${mark} ${ALL}`,
  eventPlace: `Lieu${mark} ${SHORT.svg}`,
  eventVenue: `Salle${mark} ${PAYLOADS.closeScript}`,
  eventPrice: `"${SHORT.img}`,
  chat: `Chat${mark} ${ALL}`,
  chatReply: `Reponse au chat${mark} ${PAYLOADS.attribute}`,
  anonymousChat: `Anonyme${mark} ${PAYLOADS.closeScript}`,
  message: `Message${mark} ${ALL}`,
  reportDetails: `Signalement${mark} ${ALL}`,
  reporterName: `${SHORT.img}${mark}`,
};

function installProbe() {
  const report = (what: string) => (window as unknown as { __xssProbe?: (what: string) => void }).__xssProbe?.(what);
  let value: unknown;
  Object.defineProperty(window, '__xss', {
    get: () => value,
    set: (next: unknown) => {
      value = next;
      report(`window.__xss was set to ${String(next)}`);
    },
  });
  const scriptTypes = ['', 'module', 'text/javascript', 'application/javascript'];
  // Where a javascript: address runs when followed or loaded (an <img src> never runs it).
  const navigates = (element: Element, name: string) =>
    ['href', 'xlink:href', 'action', 'formaction'].includes(name) ||
    (name === 'src' && ['iframe', 'frame', 'embed'].includes(element.localName)) ||
    (name === 'data' && element.localName === 'object');
  const inspectAttribute = (element: Element, name: string) => {
    const attributeValue = element.getAttribute(name) ?? '';
    if (/^on/i.test(name)) report(`<${element.localName} ${name}="${attributeValue}">`);
    else if (navigates(element, name) && /^\s*javascript:/i.test(attributeValue) && attributeValue.includes('__xss')) {
      report(`<${element.localName} ${name}="${attributeValue}">`);
    }
  };
  const inspect = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const element of [node, ...node.querySelectorAll('*')]) {
      for (const name of element.getAttributeNames()) inspectAttribute(element, name);
      if (element.localName === 'script' && scriptTypes.includes(element.getAttribute('type') ?? '') && element.textContent?.includes('__xss')) {
        report(`<script>${element.textContent}</script>`);
      }
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element && record.attributeName) inspectAttribute(record.target, record.attributeName);
      record.addedNodes.forEach(inspect);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** What ran or was injected, in any page of the probed contexts. */
const findings: string[] = [];
const probed = new WeakSet<BrowserContext>();

function watchDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    findings.push(`${page.url()}: a ${dialog.type()} dialog said "${dialog.message()}"`);
    void dialog.dismiss();
  });
}

async function probe(page: Page): Promise<Page> {
  const context = page.context();
  if (!probed.has(context)) {
    probed.add(context);
    await context.exposeBinding('__xssProbe', ({ page: source }, what: string) => findings.push(`${source?.url() ?? '?'}: ${what}`));
    await context.addInitScript(installProbe);
    context.on('page', watchDialogs);
    context.pages().forEach(watchDialogs);
  }
  return page;
}

const CSP_BYPASSED = { bypassCSP: true };

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(findings).toEqual([]);
}

/** The text is on the page as text: the field was rendered, not dropped. */
async function expectShown(scope: Page | Locator, shown: string) {
  await expect(scope.getByText(shown, { exact: false }).first()).toBeVisible();
}

/**
 * ADR 009: a visitor's server-rendered page starts its app on the first sign of activity. Both
 * renders are checked: the server's HTML when it arrives, then what React makes of it.
 */
async function wakeUp(page: Page) {
  await page.mouse.move(10, 10);
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
}

type Member = { page: Page; id: string; username: string; account: Account };

async function signedInMember(browser: Browser, baseURL: string | undefined): Promise<Member> {
  const page = await probe(await newBrowserPage(browser, baseURL, undefined, CSP_BYPASSED));
  const account = await createVerifiedAccount(page);
  await signIn(page, account);
  const { profile } = (await (await page.request.get('/api/me/profile')).json()) as { profile: { userId: string; username: string } };
  return { page, id: profile.userId, username: profile.username, account };
}

/** Saves the profile editor's fields through its API, looking for dating in one shared city. */
async function saveProfile(page: Page, fields: Record<string, unknown>) {
  const { profile } = (await (await page.request.get('/api/me/profile')).json()) as { profile: Record<string, unknown> };
  const response = await page.request.put('/api/me/profile', {
    data: { username: profile.username, age: 33, privacySettings: profile.privacySettings, lookingFor: 'all', locationCity: text.city, ...fields },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function created<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A chat message over the app's socket, as the composer sends it: its acknowledgement. */
async function emitChatMessage(member: Member, baseURL: string, message: { channelId: string; content: string; mediaUrls?: string[]; replyTo?: string }) {
  const cookie = (await member.page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const socket = io(baseURL, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie, origin: baseURL } });
  try {
    return (await socket.timeout(10_000).emitWithAck('chat:send', { ...message, clientId: randomUUID() })) as {
      ok: boolean;
      data?: { status: string; message: { id: string } };
      code?: string;
    };
  } finally {
    socket.close();
  }
}

async function sendChatMessage(member: Member, baseURL: string, message: { channelId: string; content: string; replyTo?: string }) {
  const reply = await emitChatMessage(member, baseURL, message);
  expect(reply).toMatchObject({ ok: true, data: { status: 'delivered' } });
  return reply.data!.message.id;
}

test.describe('XSS payloads in user content', () => {
  test.describe.configure({ mode: 'serial' });

  let ana: Member;
  let bruno: Member;
  let visitor: Page;
  let moderator: Page;
  let postPath: string;
  let topicPath: string;
  let eventPath: string;
  const chatPath = '/chat?channel=terrier';

  test.beforeAll(async ({ browser, baseURL }, testInfo) => {
    testInfo.setTimeout(STORY_TIMEOUT_MS);
    ana = await signedInMember(browser, baseURL);
    bruno = await signedInMember(browser, baseURL);
    visitor = await probe(await newBrowserPage(browser, baseURL, undefined, CSP_BYPASSED));
    moderator = await probe(await newBrowserPage(browser, baseURL, undefined, CSP_BYPASSED));
    await signIn(moderator, { email: seed.staff[0]!.email, password: seed.password });

    // Profiles: every free-text field, in the same city so that Bruno meets Ana in dating.
    await saveProfile(ana.page, {
      displayName: text.nameA,
      firstName: SHORT.script,
      lastName: SHORT.img,
      bio: text.bio,
      locationCountry: `France ${SHORT.svg}`,
      occupation: text.occupation,
      education: `"${SHORT.img}`,
      interests: [text.interest, `{{constructor.constructor('a')()}}`],
      languages: [SHORT.script],
    });
    await saveProfile(bruno.page, { displayName: text.nameB, bio: `Bio de Bruno ${PAYLOADS.attribute}` });
    await bruno.page.request.put('/api/dating/preferences', { data: { minAge: 18, maxAge: 120, distance: 'city' } });

    // A post (its hashtag and a mention of Bruno), Bruno's comment. Post media must be /media/ or http(s).
    const refused = await ana.page.request.post('/api/posts', { data: { content: 'x', mediaUrls: [JAVASCRIPT_URL] } });
    expect(refused.status()).toBe(400);
    const post = await created<{ id: string }>(
      ana.page.request.post('/api/posts', { data: { content: `${text.post} @${bruno.username}`, location: text.postLocation } }),
    );
    postPath = `/post/${post.id}`;
    await created(bruno.page.request.post(`/api/posts/${post.id}/comments`, { data: { content: text.comment } }));

    // A forum topic, Bruno's reply and a visitor's reply under a pseudonym.
    const { topic } = await created<{ topic: { id: string } }>(
      ana.page.request.post('/api/forum/topics', { data: { title: text.topicTitle, content: text.topicBody, category: 'help' } }),
    );
    topicPath = `/forum/${topic.id}`;
    await created(bruno.page.request.post(`/api/forum/topics/${topic.id}/replies`, { data: { content: text.reply } }));
    const { token } = await created<{ token: string }>(
      visitor.request.post('/api/anonymous', { data: { sessionId: randomUUID(), pseudonym: text.pseudonym } }),
    );
    await created(visitor.request.post(`/api/forum/topics/${topic.id}/replies`, { data: { content: `Anonyme${mark}` }, headers: { 'x-anonymous-token': token } }));

    // An event, far enough not to be among the landing's next three.
    const { event } = await created<{ event: { id: string } }>(
      ana.page.request.post('/api/events', {
        data: {
          title: text.eventTitle,
          description: text.eventDescription,
          startsAt: parisDateTime(200),
          timeZone: 'Europe/Paris',
          eventType: 'in-person',
          location: text.eventPlace,
          venue: text.eventVenue,
          price: text.eventPrice,
          tags: [SHORT.svg],
        },
      }),
    );
    eventPath = `/events/${event.id}`;

    // A chat message in the channel kept for live stories, which a visitor reports to the moderators.
    const { channels } = await created<{ channels: { id: string; name: string }[] }>(ana.page.request.get('/api/channels'));
    const channelId = channels.find((channel) => channel.name === 'terrier')!.id;
    // The composer only attaches uploads, but a client can send any address: a javascript: one is refused.
    const refusedChat = await emitChatMessage(ana, baseURL!, { channelId, content: text.chat, mediaUrls: [JAVASCRIPT_URL] });
    expect(refusedChat).toEqual({ ok: false, code: 'validation.invalid' });
    const chatMessageId = await sendChatMessage(ana, baseURL!, { channelId, content: text.chat });
    await sendChatMessage(bruno, baseURL!, { channelId, content: text.chatReply, replyTo: chatMessageId });
    await created(
      visitor.request.post('/api/reports', {
        data: { targetType: 'chat_message', targetId: chatMessageId, reason: 'other', details: text.reportDetails, reporterName: text.reporterName },
      }),
    );

    // A direct message to Bruno; an image message whose address is a javascript: one is refused.
    const conversation = await created<{ id: string }>(ana.page.request.post('/api/conversations/direct', { data: { userId: bruno.id } }));
    await created(ana.page.request.post(`/api/conversations/${conversation.id}/messages`, { data: { content: text.message } }));
    const refusedImage = await ana.page.request.post(`/api/conversations/${conversation.id}/messages`, {
      data: { content: '', mediaUrl: `${JAVASCRIPT_URL}//x.png`, messageType: 'image' },
    });
    expect(refusedImage.status()).toBe(400);
    expect(await refusedImage.json()).toMatchObject({ code: 'validation.invalid' });
  });

  test.afterEach(async () => {
    expect(findings).toEqual([]);
  });

  test.afterAll(async () => {
    for (const page of [ana, bruno].map((member) => member?.page).concat(visitor, moderator)) await page?.context().close();
  });

  test('the feed and the post page show the post, its comment and hashtag as text, to everyone', async () => {
    for (const page of [ana.page, bruno.page, visitor]) {
      await page.goto('/feed');
      const card = page.getByRole('article').filter({ hasText: `Post${mark}` }).first();
      await expectShown(card, ALL);
      await expectShown(card, text.nameA);
      await expect(card.getByRole('link', { name: `#sonde${mark}` })).toBeVisible();
      await expect(card.getByRole('link', { name: `@${bruno.username}` })).toBeVisible();
      await wakeUp(page);
      await expectShown(card, ALL);
      await expectNothingRan(page);

      await page.goto(postPath);
      await expectShown(page, `${PAYLOADS.dollars} ${WORD} ${ALL}`);
      await expectShown(page, text.postLocation);
      await expectShown(page, text.comment);
      await expectShown(page, text.nameB);
      await expectShown(page, text.bio);
      await expectNothingRan(page);
    }
    // The page's head quotes the post (SPEC §9 preview) exactly, `$` patterns included.
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^Post${mark} \\$\` \\$' \\$& ${WORD} <img src=x`));
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`Post${mark} \\$\` \\$' \\$&`));
    expect(await visitor.locator('head title').count()).toBe(1);
  });

  test("a visitor's server-rendered pages reflect the address and show members as text", async () => {
    // The landing shows the four members last active: Ana signs in again first, so that members
    // of stories running beside this one cannot have pushed her out of it (a page is kept 2 s).
    await expect(async () => {
      const signedIn = await ana.page.request.post('/api/auth/sign-in', { data: { email: ana.account.email, password: ana.account.password } });
      expect(signedIn.status()).toBe(200);
      await visitor.goto('/');
      await expect(visitor.getByText(text.nameA, { exact: false }).first()).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await wakeUp(visitor);
    await expectShown(visitor, text.nameA);
    await expectNothingRan(visitor);

    // The API refuses such a tag (letters and digits only), so the page never shows it; it must not run either.
    await visitor.goto(`/feed?tag=${encodeURIComponent(SHORT.img)}`);
    await expect(visitor.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
    await expectNothingRan(visitor);

    await visitor.goto(`/feed?member=${encodeURIComponent(SHORT.img)}`);
    await wakeUp(visitor);
    await expectShown(visitor, `@${SHORT.img}`);
    await expectNothingRan(visitor);

    // Ana's name holds these words: the query is in the field, her name among the people found.
    await visitor.goto(`/search?q=${encodeURIComponent(`"${SHORT.img}`)}`);
    await expect(visitor.getByRole('searchbox', { name: 'Que cherchez-vous ?' })).toHaveValue(`"${SHORT.img}`);
    await expect(visitor.getByRole('link', { name: text.nameA }).first()).toBeVisible();
    await expectNothingRan(visitor);
  });

  test('the public chat shows messages and pseudonyms as text', async () => {
    await visitor.goto(chatPath);
    await visitor.getByLabel('Pseudonyme', { exact: true }).fill(text.pseudonym);
    await visitor.getByRole('button', { name: 'Participer anonymement' }).click();
    const field = visitor.getByRole('textbox', { name: 'Votre message' });
    await field.fill(text.anonymousChat);
    await field.press('Enter');
    await expect(field).toHaveValue('');

    for (const page of [ana.page, bruno.page, visitor]) {
      await page.goto(chatPath);
      const log = page.getByRole('log');
      await expectShown(log, text.chat);
      await expectShown(log, text.nameA);
      await expectShown(log, text.anonymousChat);
      await expectShown(log, text.pseudonym);
      // Bruno's reply quotes Ana's message and name.
      const reply = log.getByRole('listitem').filter({ hasText: text.chatReply });
      const quote = reply.locator('blockquote');
      await expect(quote).toBeVisible();
      await expect(quote).toContainText(text.nameA);
      await expect(quote).toContainText(text.chat.slice(0, 90));
      await wakeUp(page);
      await expectShown(log, text.chat);
      await expectNothingRan(page);
    }
  });

  test('direct messages show as text', async () => {
    await ana.page.goto(`/direct-messages?user=${bruno.id}`);
    await expectShown(ana.page, text.message);
    await expectShown(ana.page, text.nameB);
    await expectNothingRan(ana.page);

    await bruno.page.goto(`/direct-messages?user=${ana.id}`);
    await expectShown(bruno.page, text.message);
    await expectShown(bruno.page, text.nameA);
    await expectNothingRan(bruno.page);
  });

  test('the forum topic shows its title, body, replies and pseudonym as text', async () => {
    for (const page of [ana.page, bruno.page, visitor]) {
      await page.goto(topicPath);
      await expect(page.getByRole('heading', { level: 1, name: text.topicTitle })).toBeVisible();
      await expectShown(page, text.topicBody);
      await expectShown(page, text.reply);
      await expectShown(page, text.pseudonym);
      await expectNothingRan(page);
    }
  });

  test('the event page shows its title, description, place, venue, price and tag as text', async () => {
    for (const page of [ana.page, bruno.page, visitor]) {
      await page.goto(eventPath);
      await expect(page.getByRole('heading', { level: 2, name: text.eventTitle })).toBeVisible();
      await expectShown(page, text.eventDescription);
      await expectShown(page, text.eventPlace);
      await expectShown(page, text.eventVenue);
      await expectShown(page, text.eventPrice);
      await expectNothingRan(page);
    }
  });

  test('profiles and dating show every profile field as text', async () => {
    await ana.page.goto('/profile');
    const fields: [string, string][] = [
      ['Nom affiché', text.nameA],
      ['Prénom', SHORT.script],
      ['Nom', SHORT.img],
      ['Bio', text.bio],
      ['Ville', text.city],
      ['Pays', `France ${SHORT.svg}`],
      ['Profession', text.occupation],
      ['Formation', `"${SHORT.img}`],
    ];
    for (const [label, value] of fields) await expect(ana.page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expectShown(ana.page, text.interest);
    await expectNothingRan(ana.page);

    for (const page of [bruno.page, visitor]) {
      await page.goto(`/forum?member=${ana.username}`);
      const dialog = page.getByRole('dialog', { name: text.nameA });
      await expectShown(dialog, text.bio);
      await expectShown(dialog, text.city);
      await expectNothingRan(page);
    }

    await bruno.page.goto('/dating');
    const card = bruno.page.getByRole('article', { name: text.nameA });
    await expectShown(card, text.bio);
    await expectShown(card, text.interest);
    await expectNothingRan(bruno.page);
  });

  test('search results show the matches as text around the highlighted word', async () => {
    for (const page of [ana.page, bruno.page]) {
      await page.goto(`/search?q=${WORD}`);
      await expect(page.locator('mark', { hasText: WORD }).first()).toBeVisible();
      await expectShown(page, `Sujet${mark}`);
      await expectShown(page, `Evenement${mark}`);
      await expectShown(page, text.nameA);
      await expectNothingRan(page);
    }
  });

  test("the notifications centre names the members and quotes their content as text", async () => {
    await ana.page.goto('/notifications');
    await expectShown(ana.page, `${text.nameB} a commenté votre publication`);
    await expectShown(ana.page, `${text.nameB} a répondu à votre message dans le chat`);
    await expectShown(ana.page, `${text.nameB} a répondu à votre sujet`);
    await expectNothingRan(ana.page);

    await bruno.page.goto('/notifications');
    await expectShown(bruno.page, `${text.nameA} vous a mentionné`);
    await expectNothingRan(bruno.page);
  });

  test('the moderation queue shows the report and the message as text', async () => {
    await moderator.goto('/moderation');
    const report = moderator.getByRole('article').filter({ hasText: `Signalement${mark}` });
    await expectShown(report, text.reportDetails);
    await expectShown(report, text.reporterName);
    await expectShown(report, text.chat);
    await expectNothingRan(moderator);
  });
});
