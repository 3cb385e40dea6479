import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FORUM_LIMITS } from '@la-meute/shared';
import { forumTopicLikes, forumTopics, user } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

describeEachDatabase('forum API', (kind) => {
  let t: TestApp;
  let alice: Member;
  let bruno: Member;
  let modo: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const members = await createSignedInMembers(t.app, 3, 'forum');
    [alice, bruno, modo] = [members[0]!, members[1]!, members[2]!];
    await t.app.db.update(user).set({ role: 'moderator' }).where(eq(user.id, modo.id));
    // The session cache forgets the member, so the next request reads the new role.
    t.app.services.events.emit('profile.updated', { userId: modo.id, at: new Date().toISOString() });
    await settle();
  });
  afterAll(async () => t.close());

  /** Domain events are delivered through the bus asynchronously: wait for their handlers. */
  const settle = async () => {
    await t.app.services.events.settled();
  };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { cookie?: string; token?: string; payload?: object; ua?: string } = {}) =>
    t.app.inject({
      method,
      url,
      payload: options.payload,
      headers: {
        ...(options.payload ? JSON_HEADERS : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.token ? { 'x-anonymous-token': options.token } : {}),
        ...(options.ua ? { 'user-agent': options.ua } : {}),
      },
    });
  const createTopic = async (payload: object, options: { cookie?: string; token?: string } = { cookie: alice.cookie }) => {
    const response = await call('POST', '/api/forum/topics', { ...options, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().topic as { id: string; [key: string]: unknown };
  };
  const anonymousToken = async (pseudonym: string) => {
    const response = await call('POST', '/api/anonymous', { payload: { sessionId: crypto.randomUUID(), pseudonym } });
    return response.json().token as string;
  };
  const topicRow = async (id: string) => (await t.app.db.select().from(forumTopics).where(eq(forumTopics.id, id)))[0]!;

  it('creates a member topic with a trimmed title, an excerpt and the author', async () => {
    const content = `  ${'Un long texte sur la forêt. '.repeat(10)}  `;
    const topic = await createTopic({ title: '  Balade en forêt  ', content, category: 'wellbeing' });
    expect(topic).toMatchObject({ title: 'Balade en forêt', category: 'wellbeing', pseudonym: null, userLevel: 1, repliesCount: 0 });
    expect(topic.excerpt).toBe(content.trim().slice(0, 100));
    expect(topic.author).toMatchObject({ id: alice.id, level: 1 });
  });

  it('creates an anonymous topic under the pseudonym of a signed token, and refuses without identity', async () => {
    const token = await anonymousToken('Renard Gris');
    const topic = await createTopic({ title: 'Question anonyme', content: 'Bonjour à tous', category: 'help' }, { token });
    expect(topic).toMatchObject({ author: null, pseudonym: 'Renard Gris' });
    const list = (await call('GET', '/api/forum/topics?category=help')).json();
    expect(list.topics.find((row: { id: string }) => row.id === topic.id)).toMatchObject({ pseudonym: 'Renard Gris', author: null });

    const payload = { title: 'Sans identité', content: 'Texte', category: 'help' };
    const none = await call('POST', '/api/forum/topics', { payload });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'forum.identity_required' });
    const forged = await call('POST', '/api/forum/topics', { payload, token: `${token}x` });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses missing fields, text too long and a NUL byte with 400s', async () => {
    for (const payload of [
      { title: '   ', content: 'Texte', category: 'help' },
      { title: 'Titre', content: '', category: 'help' },
      { title: 'Titre', content: 'Texte', category: '' },
      { title: 'Titre', content: 'Texte' },
    ]) {
      const response = await call('POST', '/api/forum/topics', { cookie: alice.cookie, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('forum.fields_required');
    }
    const long = await call('POST', '/api/forum/topics', { cookie: alice.cookie, payload: { title: 'x'.repeat(FORUM_LIMITS.title + 1), content: 'T', category: 'help' } });
    expect(long.json().code).toBe('forum.too_long');
    const nul = await call('POST', '/api/forum/topics', { cookie: alice.cookie, payload: { title: 'Titre', content: 'a\u0000b', category: 'help' } });
    expect(nul.statusCode).toBe(400);
    const nulReply = await call('POST', `/api/forum/topics/${crypto.randomUUID()}/replies`, { cookie: alice.cookie, payload: { content: '\u0000' } });
    expect(nulReply.statusCode).toBe(400);
    const nulSearch = await call('GET', '/api/forum/topics?q=%00');
    expect(nulSearch.statusCode).toBe(400);
  });

  it('refuses a topic or reply the moderation refuses, with 422', async () => {
    const topic = await call('POST', '/api/forum/topics', { cookie: bruno.cookie, payload: { title: 'Bonjour', content: 'Espèce de connard', category: 'help' } });
    expect(topic.statusCode).toBe(422);
    expect(topic.json()).toEqual({ code: 'moderation.refused' });
    const target = await createTopic({ title: 'Poli', content: 'Texte', category: 'help' }, { cookie: bruno.cookie });
    const reply = await call('POST', `/api/forum/topics/${target.id}/replies`, { cookie: alice.cookie, payload: { content: 'Espèce de connard' } });
    expect(reply.json()).toEqual({ code: 'moderation.refused' });
  });

  it('finds "méditation" when searching "meditation", case-insensitive, by prefix, within the category', async () => {
    const wellbeing = await createTopic({ title: 'Cercle de méditation du soir', content: 'On respire ensemble.', category: 'wellbeing' });
    const nutrition = await createTopic({ title: 'Jeûne et sommeil', content: 'La Méditation aide-t-elle à jeûner ?', category: 'nutrition' });
    const ids = async (query: string) => ((await call('GET', `/api/forum/topics?${query}`)).json().topics as { id: string }[]).map((row) => row.id);
    expect(await ids('q=meditation&category=wellbeing')).toEqual([wellbeing.id]);
    expect(await ids('q=meditation&category=nutrition')).toEqual([nutrition.id]);
    expect((await ids('q=MEDITATION')).sort()).toEqual([wellbeing.id, nutrition.id].sort());
    expect((await ids('q=medit')).sort()).toEqual([wellbeing.id, nutrition.id].sort());
    expect(await ids('q=cercle%20medit&category=all')).toEqual([wellbeing.id]);
    expect(await ids('q=meditation&category=help')).toEqual([]);
    // Tsquery syntax typed by a user is only words.
    expect((await call('GET', `/api/forum/topics?q=${encodeURIComponent("méditation & | ! ' :*")}`)).statusCode).toBe(200);
  });

  it('pages through every topic exactly once, pinned first then newest', async () => {
    const at = new Date('2026-01-01T12:00:00Z');
    // Same creation time for several: the id alone orders them, and pages must still not overlap.
    await t.app.db.insert(forumTopics).values(
      Array.from({ length: 25 }, (_, index) => ({
        title: `Sujet paginé ${index}`,
        content: 'Contenu',
        category: 'events',
        userId: bruno.id,
        createdAt: new Date(at.getTime() - Math.floor(index / 3) * 60_000),
      })),
    );
    const total = (await t.app.db.select({ id: forumTopics.id }).from(forumTopics)).length;
    const first = (await call('GET', '/api/forum/topics?page=1')).json();
    expect(first.total).toBe(total);
    expect(first.pageCount).toBe(Math.ceil(total / FORUM_LIMITS.pageSize));
    const seen: string[] = [];
    for (let page = 1; page <= first.pageCount; page += 1) {
      const body = (await call('GET', `/api/forum/topics?page=${page}`)).json();
      expect(body.page).toBe(page);
      seen.push(...body.topics.map((row: { id: string }) => row.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    const events = (await call('GET', '/api/forum/topics?category=events&page=3')).json();
    expect(events).toMatchObject({ page: 3, pageCount: 3, total: 25 });
    expect(events.topics).toHaveLength(5);

    // Pinned by a moderator: first on page 1.
    const last = events.topics.at(-1).id;
    expect((await call('PUT', `/api/forum/topics/${last}/pin`, { cookie: modo.cookie, payload: { pinned: true } })).json()).toEqual({ isPinned: true });
    const pinnedFirst = (await call('GET', '/api/forum/topics?category=events')).json();
    expect(pinnedFirst.topics[0]).toMatchObject({ id: last, isPinned: true });
    const categories = (await call('GET', '/api/forum/categories')).json();
    expect(categories.total).toBe(total);
    expect(categories.categories).toContainEqual({ category: 'events', count: 25 });
  });

  it('lets moderators pin, not members', async () => {
    const topic = await createTopic({ title: 'À épingler', content: 'Texte', category: 'help' });
    const member = await call('PUT', `/api/forum/topics/${topic.id}/pin`, { cookie: alice.cookie, payload: { pinned: true } });
    expect(member.statusCode).toBe(403);
    expect((await call('PUT', `/api/forum/topics/${topic.id}/pin`, { payload: { pinned: true } })).statusCode).toBe(401);
    const moderator = await call('PUT', `/api/forum/topics/${topic.id}/pin`, { cookie: modo.cookie, payload: { pinned: true } });
    expect(moderator.statusCode).toBe(200);
    expect((await topicRow(topic.id)).isPinned).toBe(true);
    const detail = (await call('GET', `/api/forum/topics/${topic.id}`, { cookie: modo.cookie })).json();
    expect(detail.topic).toMatchObject({ viewerCanModerate: true, viewerIsAuthor: false });
  });

  it('keeps one like per member, likes_count equal to the rows even under 20 concurrent toggles', async () => {
    const topic = await createTopic({ title: 'À aimer', content: 'Texte', category: 'help' });
    const url = `/api/forum/topics/${topic.id}/like`;
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', url, { cookie: bruno.cookie })).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await call('POST', url, { cookie: bruno.cookie })).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await call('POST', url, { cookie: modo.cookie })).json()).toEqual({ liked: true, likesCount: 1 });

    const responses = await Promise.all(Array.from({ length: 20 }, () => call('POST', url, { cookie: bruno.cookie })));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const rows = await t.app.db.select().from(forumTopicLikes).where(eq(forumTopicLikes.topicId, topic.id));
    expect(rows.filter((row) => row.userId === bruno.id).length).toBeLessThanOrEqual(1);
    expect((await topicRow(topic.id)).likesCount).toBe(rows.length);
    const detail = (await call('GET', `/api/forum/topics/${topic.id}`, { cookie: bruno.cookie })).json();
    expect(detail.topic.likedByViewer).toBe(rows.some((row) => row.userId === bruno.id));
  });

  it('counts a view once per viewer per Paris day', async () => {
    const topic = await createTopic({ title: 'Vu', content: 'Texte', category: 'help' });
    const url = `/api/forum/topics/${topic.id}`;
    await call('GET', url, { cookie: alice.cookie });
    await call('GET', url, { cookie: alice.cookie });
    expect((await topicRow(topic.id)).viewsCount).toBe(1);
    await call('GET', url, { cookie: bruno.cookie });
    await call('GET', url, { ua: 'Navigateur A' });
    await call('GET', url, { ua: 'Navigateur A' });
    const token = await anonymousToken('Loup Timide');
    await call('GET', url, { token });
    const last = (await call('GET', url, { token })).json();
    expect(last.topic.viewsCount).toBe(4);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const identity = { member: { id: alice.id, level: 1, role: 'member' as const }, anonymous: null, fingerprint: 'x' };
    expect((await t.app.services.forum.detail(topic.id, identity, tomorrow)).topic.viewsCount).toBe(5);
  });

  it('answers 404 forum.not_found for a missing or malformed topic', async () => {
    for (const id of [crypto.randomUUID(), 'pas-un-id']) {
      const response = await call('GET', `/api/forum/topics/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'forum.not_found' });
    }
  });

  it('takes replies from members and pseudonyms, oldest first, replies_count following', async () => {
    const topic = await createTopic({ title: 'Avec réponses', content: 'Texte', category: 'help' });
    const url = `/api/forum/topics/${topic.id}/replies`;
    const created: string[] = [];
    const seen: unknown[] = [];
    const off = t.app.services.events.on('forum.reply.created', (payload) => void seen.push(payload));
    const member = await call('POST', url, { cookie: bruno.cookie, payload: { content: '  Ma réponse  ' } });
    expect(member.statusCode, member.body).toBe(201);
    expect(member.json().reply).toMatchObject({ content: 'Ma réponse', author: { id: bruno.id }, pseudonym: null, viewerIsAuthor: true, isHelpful: false });
    created.push(member.json().reply.id);
    const token = await anonymousToken('Chouette');
    const anonymous = await call('POST', url, { token, payload: { content: 'Réponse anonyme' } });
    expect(anonymous.json().reply).toMatchObject({ author: null, pseudonym: 'Chouette' });
    created.push(anonymous.json().reply.id);
    expect((await call('POST', url, { payload: { content: 'x' } })).json()).toEqual({ code: 'forum.identity_required' });
    expect((await call('POST', url, { cookie: bruno.cookie, payload: { content: '  ' } })).json().code).toBe('forum.reply_required');
    await settle();
    off();
    expect(seen).toEqual([expect.objectContaining({ topicId: topic.id, topicAuthorId: alice.id, authorId: bruno.id }), expect.objectContaining({ authorId: null })]);

    const detail = (await call('GET', `/api/forum/topics/${topic.id}`)).json();
    expect(detail.replies.map((reply: { id: string }) => reply.id)).toEqual(created);
    expect(detail.topic.repliesCount).toBe(2);
    expect(detail.topic.lastReplyAt).not.toBeNull();

    // Only its author or a moderator deletes a reply; the count follows.
    expect((await call('DELETE', `/api/forum/replies/${created[0]}`, { cookie: alice.cookie })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/forum/replies/${created[0]}`, { cookie: bruno.cookie })).json()).toEqual({ ok: true });
    expect((await call('DELETE', `/api/forum/replies/${created[1]}`, { cookie: modo.cookie })).json()).toEqual({ ok: true });
    expect(await topicRow(topic.id)).toMatchObject({ repliesCount: 0, lastReplyAt: null });
  });

  it('lets only the topic author mark a reply helpful, once per change', async () => {
    const topic = await createTopic({ title: 'Besoin d’aide', content: 'Texte', category: 'help' });
    const replyTo = async (cookie: string) =>
      (await call('POST', `/api/forum/topics/${topic.id}/replies`, { cookie, payload: { content: 'Essaie ceci' } })).json().reply.id as string;
    const brunoReply = await replyTo(bruno.cookie);
    const ownReply = await replyTo(alice.cookie);
    const marks: unknown[] = [];
    const off = t.app.services.events.on('forum.reply.marked-helpful', (payload) => void marks.push(payload));
    const byOther = await call('PUT', `/api/forum/replies/${brunoReply}/helpful`, { cookie: bruno.cookie, payload: { helpful: true } });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ code: 'forum.not_author' });
    expect((await call('PUT', `/api/forum/replies/${ownReply}/helpful`, { cookie: alice.cookie, payload: { helpful: true } })).statusCode).toBe(403);
    for (let index = 0; index < 2; index += 1) {
      const response = await call('PUT', `/api/forum/replies/${brunoReply}/helpful`, { cookie: alice.cookie, payload: { helpful: true } });
      expect(response.json()).toEqual({ isHelpful: true });
    }
    await settle();
    off();
    expect(marks).toEqual([expect.objectContaining({ replyId: brunoReply, topicAuthorId: alice.id, replyAuthorId: bruno.id, helpful: true })]);
    const detail = (await call('GET', `/api/forum/topics/${topic.id}`, { cookie: alice.cookie })).json();
    expect(detail.topic.viewerIsAuthor).toBe(true);
    expect(detail.replies.find((reply: { id: string }) => reply.id === brunoReply).isHelpful).toBe(true);
  });

  it('lets the author or a moderator delete a topic, announcing its replies too', async () => {
    const topic = await createTopic({ title: 'À supprimer', content: 'Texte', category: 'help' });
    await call('POST', `/api/forum/topics/${topic.id}/replies`, { cookie: bruno.cookie, payload: { content: 'Réponse' } });
    expect((await call('DELETE', `/api/forum/topics/${topic.id}`, { cookie: bruno.cookie })).statusCode).toBe(403);
    const deleted: string[] = [];
    const offReply = t.app.services.events.on('forum.reply.deleted', () => void deleted.push('reply'));
    const offTopic = t.app.services.events.on('forum.topic.deleted', () => void deleted.push('topic'));
    expect((await call('DELETE', `/api/forum/topics/${topic.id}`, { cookie: alice.cookie })).json()).toEqual({ ok: true });
    await settle();
    offReply();
    offTopic();
    expect(deleted).toEqual(['reply', 'topic']);
    expect((await call('GET', `/api/forum/topics/${topic.id}`)).statusCode).toBe(404);
    const other = await createTopic({ title: 'Modéré', content: 'Texte', category: 'help' });
    expect((await call('DELETE', `/api/forum/topics/${other.id}`, { cookie: modo.cookie })).statusCode).toBe(200);
    expect(await t.app.services.forum.topicExists(other.id)).toBe(false);
  });

  it('counts the topics of each category as a grouping of the topics would, through creations and deletions', async () => {
    // Migration 0018's triggers keep these counts: compare them with the topics themselves.
    const grouped = async () => {
      const rows = await t.app.db.select({ category: forumTopics.category }).from(forumTopics);
      const counts = new Map<string, number>();
      for (const { category } of rows) counts.set(category, (counts.get(category) ?? 0) + 1);
      return { total: rows.length, categories: [...counts].map(([category, count]) => ({ category, count })).sort((a, b) => a.category.localeCompare(b.category)) };
    };
    const read = async () => {
      const body = (await call('GET', '/api/forum/categories')).json() as Awaited<ReturnType<typeof grouped>>;
      return { ...body, categories: [...body.categories].sort((a, b) => a.category.localeCompare(b.category)) };
    };
    expect(await read()).toEqual(await grouped());
    // One statement of several topics (the topic limit would refuse as many through the API).
    const created = await t.app.db
      .insert(forumTopics)
      .values(['nutrition', 'nutrition', 'sovereignty'].map((category, index) => ({ title: `Compté ${index}`, content: 'Texte', category, userId: bruno.id })))
      .returning({ id: forumTopics.id });
    expect(await read()).toEqual(await grouped());
    for (const topic of created) expect((await call('DELETE', `/api/forum/topics/${topic.id}`, { cookie: modo.cookie })).statusCode).toBe(200);
    const after = await read();
    expect(after).toEqual(await grouped());
    // A category whose last topic went is left out, as a grouping leaves it out.
    expect(after.categories.every((row) => row.count > 0)).toBe(true);
  });

  it('lists trending topics by recent replies, then views', async () => {
    const trending = (await call('GET', '/api/forum/trending')).json();
    expect(trending.topics.length).toBeLessThanOrEqual(FORUM_LIMITS.trending);
    const quiet = await createTopic({ title: 'Sujet animé', content: 'Texte', category: 'help' }, { cookie: modo.cookie });
    await call('POST', `/api/forum/topics/${quiet.id}/replies`, { cookie: bruno.cookie, payload: { content: 'Réponse fraîche' } });
    expect((await call('GET', '/api/forum/trending')).json().topics[0].id).toBe(quiet.id);
  });

  it('limits how many topics one author opens in ten minutes', async () => {
    const writer = (await createSignedInMembers(t.app, 1, 'bavard'))[0]!;
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const payload = { title: `Sujet ${index}`, content: 'Texte', category: 'help' };
      statuses.push((await call('POST', '/api/forum/topics', { cookie: writer.cookie, payload })).statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 201), 429]);
  });
});
