import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONVERSATION_MESSAGE_MAX_LENGTH, DEFAULT_PRIVACY_SETTINGS, RANKS, type ConversationSummary } from '@la-meute/shared';
import { conversationMessages, conversations, profiles, userLevels } from '../src/db/schema';
import { encodeCursor } from '../src/lib/page-cursor';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

describeEachDatabase('conversations API', (kind) => {
  let t: TestApp;
  let alice: Member;
  let bruno: Member;
  let chloe: Member;
  let denis: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [alice, bruno, chloe, denis] = (await createSignedInMembers(t.app, 4, 'bavard')) as unknown as [Member, Member, Member, Member];
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, member?: Member, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(member ? { cookie: member.cookie } : {}) } });
  const direct = async (from: Member, to: Member) => {
    const response = await call('POST', '/api/conversations/direct', from, { userId: to.id });
    expect([200, 201], response.body).toContain(response.statusCode);
    return response.json().id as string;
  };
  const send = async (from: Member, conversationId: string, content: string) => {
    const response = await call('POST', `/api/conversations/${conversationId}/messages`, from, { content });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const listOf = async (member: Member) => (await call('GET', '/api/conversations', member)).json().conversations as ConversationSummary[];
  const unreadIn = async (member: Member, conversationId: string) => (await listOf(member)).find((c) => c.id === conversationId)?.unreadCount;

  it('needs a session', async () => {
    expect((await call('GET', '/api/conversations')).statusCode).toBe(401);
  });

  it('answers 404 to a third member on every endpoint of an A–B conversation', async () => {
    const id = await direct(alice, bruno);
    await send(alice, id, 'Salut Bruno');
    const attempts = [
      call('GET', `/api/conversations/${id}`, chloe),
      call('GET', `/api/conversations/${id}/messages`, chloe),
      call('POST', `/api/conversations/${id}/messages`, chloe, { content: 'Je m’invite' }),
      call('POST', `/api/conversations/${id}/read`, chloe),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'conversations.not_found' });
    }
    // The same answer as a conversation that does not exist.
    const missing = await call('GET', '/api/conversations/00000000-0000-4000-8000-000000000000/messages', chloe);
    expect(missing.json()).toEqual({ code: 'conversations.not_found' });
    expect((await listOf(chloe)).map((c) => c.id)).not.toContain(id);
    const stored = await t.app.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id));
    expect(stored.map((row) => row.content)).toEqual(['Salut Bruno']);
  });

  // A page checks participation inside its own statement: an empty answer must still
  // tell an outsider (404) from a participant with nothing to read (an empty page).
  it('pages with a cursor: 404 to an outsider, an empty page to a participant with a foreign cursor', async () => {
    const [eve, fred, gus] = (await createSignedInMembers(t.app, 3, 'curseur')) as unknown as [Member, Member, Member];
    const empty = await direct(eve, fred);
    const emptyPage = await call('GET', `/api/conversations/${empty}/messages`, eve);
    expect(emptyPage.statusCode).toBe(200);
    expect(emptyPage.json()).toEqual({ messages: [], nextCursor: null });

    const busy = await direct(eve, gus);
    const first = await send(eve, busy, 'Premier');
    await send(gus, busy, 'Second');
    // Where a page that ended on 'Premier' would go on from.
    const cursor = encodeCursor({ createdAt: first.createdAt, id: first.id });
    const outsider = await call('GET', `/api/conversations/${busy}/messages?cursor=${cursor}`, fred);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ code: 'conversations.not_found' });
    // A cursor from another conversation finds nothing there, for a participant of both.
    const foreign = await call('GET', `/api/conversations/${empty}/messages?cursor=${cursor}`, eve);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ messages: [], nextCursor: null });
    const older = await call('GET', `/api/conversations/${busy}/messages?cursor=${cursor}`, gus);
    expect(older.json()).toEqual({ messages: [], nextCursor: null });
    // A cursor the server did not make never reaches a query.
    expect((await call('GET', `/api/conversations/${busy}/messages?cursor=${first.id}`, gus)).statusCode).toBe(400);
    const latest = await call('GET', `/api/conversations/${busy}/messages`, gus);
    expect(latest.json().messages.map((message: { content: string }) => message.content)).toEqual(['Premier', 'Second']);
  });

  it('returns one conversation to 20 concurrent get-or-create calls from both sides', async () => {
    const [one, two] = (await createSignedInMembers(t.app, 2, 'presse')) as unknown as [Member, Member];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? call('POST', '/api/conversations/direct', one, { userId: two.id }) : call('POST', '/api/conversations', two, { memberIds: [one.id] }),
      ),
    );
    for (const response of responses) expect([200, 201], response.body).toContain(response.statusCode);
    const ids = new Set(responses.map((response) => response.json().id));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.json().created)).toHaveLength(1);
    const [id] = [...ids];
    expect((await listOf(one)).filter((c) => c.id === id)).toHaveLength(1);
    expect((await listOf(two)).map((c) => c.id)).toEqual([id]);
  });

  it('keeps unread counts and read state exact through interleaved sends and reads', async () => {
    const [one, two] = (await createSignedInMembers(t.app, 2, 'lecteur')) as unknown as [Member, Member];
    const id = await direct(one, two);
    await send(one, id, 'un');
    await send(one, id, 'deux');
    expect(await unreadIn(two, id)).toBe(2);
    expect(await unreadIn(one, id)).toBe(0);
    expect((await listOf(one))[0]!.othersReadAt).toBeNull();

    const read = await call('POST', `/api/conversations/${id}/read`, two);
    expect(read.statusCode).toBe(200);
    expect(await unreadIn(two, id)).toBe(0);
    const [forOne] = await listOf(one);
    expect(forOne!.othersReadAt).toBe(read.json().lastReadAt);
    expect(forOne!.lastMessage).toMatchObject({ content: 'deux', senderId: one.id });

    await send(two, id, 'trois');
    await send(one, id, 'quatre');
    expect(await unreadIn(two, id)).toBe(1);
    expect(await unreadIn(one, id)).toBe(1);
    await call('POST', `/api/conversations/${id}/read`, one);
    expect(await unreadIn(one, id)).toBe(0);
    expect(await unreadIn(two, id)).toBe(1);
    await send(one, id, 'cinq');
    expect(await unreadIn(two, id)).toBe(2);
    await call('POST', `/api/conversations/${id}/read`, two);
    expect(await unreadIn(two, id)).toBe(0);
    const [latest] = await listOf(two);
    expect(latest!.lastMessage!.content).toBe('cinq');
    expect(latest!.participants.map((p) => p.id)).toEqual([one.id]);
  });

  it('counts the unread messages of all of a member\'s conversations for the navbar badge', async () => {
    const [reader, first, second] = (await createSignedInMembers(t.app, 3, 'badge')) as unknown as [Member, Member, Member];
    const unreadTotal = async (member: Member) => (await call('GET', '/api/conversations/unread', member)).json().count as number;
    expect(await unreadTotal(reader)).toBe(0);
    const withFirst = await direct(reader, first);
    const withSecond = await direct(second, reader);
    for (const content of ['un', 'deux', 'trois']) await send(first, withFirst, content);
    await send(second, withSecond, 'quatre');
    await send(reader, withSecond, 'ma réponse ne compte pas');
    expect(await unreadTotal(reader)).toBe(4);
    expect(await unreadTotal(second)).toBe(1);
    await call('POST', `/api/conversations/${withFirst}/read`, reader);
    expect(await unreadTotal(reader)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/conversations/unread' })).statusCode).toBe(401);
  });

  it('lists conversations by newest activity with the other participants and their presence as allowed', async () => {
    const [owner, quiet, loud] = (await createSignedInMembers(t.app, 3, 'present')) as unknown as [Member, Member, Member];
    await t.app.db.update(profiles).set({ onlineStatus: 'online' }).where(eq(profiles.userId, loud.id));
    await t.app.db
      .update(profiles)
      .set({ onlineStatus: 'online', privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_online_status: false } })
      .where(eq(profiles.userId, quiet.id));
    const withQuiet = await direct(owner, quiet);
    const withLoud = await direct(owner, loud);
    await send(quiet, withQuiet, 'plus récent');
    const list = await listOf(owner);
    expect(list.map((c) => c.id)).toEqual([withQuiet, withLoud]);
    expect(list[0]!.participants[0]).toMatchObject({ id: quiet.id, online: false });
    expect(list[1]!.participants[0]).toMatchObject({ id: loud.id, online: true });
    expect(list[1]!.participants[0]).not.toHaveProperty('locationCity');
    const [stored] = await t.app.db.select().from(conversations).where(eq(conversations.id, withQuiet));
    expect(stored!.lastMessageAt).not.toBeNull();
  });

  it("writes the list's conversations in PostgreSQL exactly as a conversation's own address maps them, for each participant", async () => {
    const everyone: Member[] = await createSignedInMembers(t.app, 6, 'liste');
    const [viewer, hidden, blocked, blocker, unset, levelless] = everyone as [Member, Member, Member, Member, Member, Member];
    await t.app.db.update(profiles).set({ onlineStatus: 'online' }).where(inArray(profiles.userId, everyone.map((member) => member.id)));
    // Online but hiding it; online with settings stored before show_online_status existed (the default applies).
    await t.app.db
      .update(profiles)
      .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_online_status: false } })
      .where(eq(profiles.userId, hidden.id));
    await t.app.db.update(profiles).set({ privacySettings: sql`${profiles.privacySettings} - 'show_online_status'` }).where(eq(profiles.userId, unset.id));
    // The top rank and level; no level row at all (level 1, the first rank).
    await t.app.db.update(userLevels).set({ xp: RANKS.at(-1)!.threshold, level: 10 }).where(eq(userLevels.userId, hidden.id));
    await t.app.db.delete(userLevels).where(eq(userLevels.userId, levelless.id));

    const withHidden = await direct(viewer, hidden);
    const escapes = 'Il a dit "bonjour" \\ à la meute 🐺\nligne 2\r\n\tfin \u2028 </script> \\"';
    await send(hidden, withHidden, 'un');
    await send(hidden, withHidden, escapes);
    const withBlocked = await direct(viewer, blocked);
    await send(viewer, withBlocked, 'lu avant le blocage');
    expect((await call('POST', `/api/conversations/${withBlocked}/read`, blocked)).statusCode).toBe(200);
    const withBlocker = await direct(blocker, viewer);
    const created = await call('POST', '/api/conversations', viewer, { memberIds: [hidden.id, blocked.id, unset.id, levelless.id], title: 'La "meute" \\ 🐺' });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json().id as string;
    const media = await call('POST', `/api/conversations/${group}/messages`, unset, { content: '', mediaUrl: '/media/x/1.jpg', messageType: 'image' });
    expect(media.statusCode, media.body).toBe(201);
    // A block either way: the viewer blocked one, another blocked the viewer.
    expect((await call('PUT', `/api/blocks/${blocked.id}`, viewer)).statusCode).toBe(200);
    expect((await call('PUT', `/api/blocks/${viewer.id}`, blocker)).statusCode).toBe(200);

    // Each one's own view (but the one with no level row: the session lookup needs it to sign them in).
    for (const member of everyone.filter((member) => member !== levelless)) {
      const list = await call('GET', '/api/conversations', member);
      expect(list.statusCode, list.body).toBe(200);
      for (const conversation of list.json().conversations as ConversationSummary[]) {
        const own = await call('GET', `/api/conversations/${conversation.id}`, member);
        expect(conversation).toEqual(own.json());
        // The same fields in the same order.
        expect(JSON.stringify(conversation)).toBe(JSON.stringify(own.json()));
      }
    }

    // What the list showed covers each rule.
    const list = await listOf(viewer);
    expect(list.map((c) => c.id)).toEqual([group, withBlocker, withBlocked, withHidden]);
    const [inGroup, ofBlocker, ofBlocked, ofHidden] = list as [ConversationSummary, ConversationSummary, ConversationSummary, ConversationSummary];
    expect(inGroup).toMatchObject({ type: 'group', title: 'La "meute" \\ 🐺', isAdmin: true, lastMessage: { mediaUrl: '/media/x/1.jpg', messageType: 'image', content: '' } });
    const presence = Object.fromEntries(inGroup.participants.map((p) => [p.id, [p.online, p.level, p.rank]]));
    expect(presence).toEqual({
      [hidden.id]: [false, 10, RANKS.at(-1)!.key],
      [blocked.id]: [false, 1, RANKS[0].key],
      [unset.id]: [true, 1, RANKS[0].key],
      [levelless.id]: [true, 1, RANKS[0].key],
    });
    expect(ofBlocker).toMatchObject({ type: 'private', lastMessage: null, lastMessageAt: null, unreadCount: 0, othersReadAt: null, isAdmin: false });
    expect(ofBlocker.participants).toMatchObject([{ id: blocker.id, online: false }]);
    expect(ofBlocked.participants).toMatchObject([{ id: blocked.id, online: false }]);
    expect(ofBlocked.othersReadAt).not.toBeNull();
    expect(ofHidden).toMatchObject({ unreadCount: 2, lastMessage: { content: escapes, senderId: hidden.id, conversationId: withHidden } });
    expect(ofHidden.participants).toMatchObject([{ id: hidden.id, online: false }]);
    // From the other side: the blocked pair see each other offline, the others see the viewer online.
    expect((await listOf(blocked)).find((c) => c.id === withBlocked)!.participants).toMatchObject([{ id: viewer.id, online: false }]);
    expect((await listOf(hidden)).find((c) => c.id === withHidden)!.participants).toMatchObject([{ id: viewer.id, online: true }]);
  });

  it('does not store a message the moderation refuses', async () => {
    const id = await direct(alice, denis);
    const response = await call('POST', `/api/conversations/${id}/messages`, alice, { content: 'Espèce de connard' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'moderation.refused' });
    const stored = await t.app.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id));
    expect(stored).toHaveLength(0);
    expect((await listOf(denis)).find((c) => c.id === id)!.unreadCount).toBe(0);
  });

  it('pages backwards through every message exactly once, each page ascending', async () => {
    const [one, two] = (await createSignedInMembers(t.app, 2, 'bavard')) as unknown as [Member, Member];
    const id = await direct(one, two);
    const sent: string[] = [];
    for (let index = 0; index < 123; index += 1) sent.push((await send(index % 3 ? one : two, id, `message ${index}`)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const response = await call('GET', `/api/conversations/${id}/messages${cursor ? `?cursor=${cursor}` : ''}`, two);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      pages += 1;
      expect(page.messages.length).toBeLessThanOrEqual(50);
      const times = page.messages.map((m: { createdAt: string }) => m.createdAt);
      expect(times).toEqual([...times].sort());
      seen.unshift(...page.messages.map((m: { id: string }) => m.id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(sent);
    expect(new Set(seen).size).toBe(123);
  });

  it('refuses bad input with its code: empty, too long, no members, yourself', async () => {
    const id = await direct(alice, bruno);
    const cases: Array<[string, object, string]> = [
      [`/api/conversations/${id}/messages`, { content: '   ' }, 'conversations.message_empty'],
      [`/api/conversations/${id}/messages`, { content: 'x'.repeat(CONVERSATION_MESSAGE_MAX_LENGTH + 1) }, 'conversations.message_too_long'],
      ['/api/conversations', { memberIds: [] }, 'conversations.member_required'],
      ['/api/conversations', { memberIds: [alice.id] }, 'conversations.self'],
      ['/api/conversations/direct', { userId: alice.id }, 'conversations.self'],
    ];
    for (const [url, payload, code] of cases) {
      const response = await call('POST', url, alice, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe(code);
    }
    const longest = 'Bonjour la meute, '.repeat(300).slice(0, CONVERSATION_MESSAGE_MAX_LENGTH - 1) + '!';
    const exact = await send(alice, id, `  ${longest}  `);
    expect(exact.content).toHaveLength(CONVERSATION_MESSAGE_MAX_LENGTH);
    const media = await call('POST', `/api/conversations/${id}/messages`, alice, { content: ' ', mediaUrl: '/media/x/1.jpg', messageType: 'image' });
    expect(media.json()).toMatchObject({ content: '', mediaUrl: '/media/x/1.jpg', messageType: 'image' });
  });

  it('makes a group titled Group Chat with the creator as admin', async () => {
    const response = await call('POST', '/api/conversations', alice, { memberIds: [bruno.id, chloe.id] });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const mine = (await listOf(alice)).find((c) => c.id === id)!;
    expect(mine).toMatchObject({ type: 'group', title: 'Group Chat', isAdmin: true });
    expect(mine.participants.map((p) => p.id).sort()).toEqual([bruno.id, chloe.id].sort());
    expect((await listOf(chloe)).find((c) => c.id === id)).toMatchObject({ isAdmin: false });
    expect((await call('GET', `/api/conversations/${id}/messages`, denis)).statusCode).toBe(404);
  });

  it('respects allow_messages unless a conversation already exists', async () => {
    const [shy, friend, stranger] = (await createSignedInMembers(t.app, 3, 'discret')) as unknown as [Member, Member, Member];
    const existing = await direct(friend, shy);
    await t.app.db
      .update(profiles)
      .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, allow_messages: false } })
      .where(eq(profiles.userId, shy.id));
    const refused = await call('POST', '/api/conversations/direct', stranger, { userId: shy.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'conversations.messages_not_allowed' });
    expect((await call('POST', '/api/conversations', stranger, { memberIds: [shy.id, friend.id] })).statusCode).toBe(403);
    expect(await direct(friend, shy)).toBe(existing);
    expect((await call('POST', '/api/conversations/direct', stranger, { userId: 'nobody' })).statusCode).toBe(404);
  });
});
