import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { extractHashtags, HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, SEARCH_PREVIEW_SIZE, type ForumTopicPage, type SearchHit, type SearchResult } from '@la-meute/shared';
import { events, forumReplies, forumTopics, posts, profiles, user } from '../src/db/schema';
import { encodePageCursor } from '../src/lib/page-cursor';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
type Hit<T extends SearchHit['type']> = Extract<SearchHit, { type: T }>;

describeEachDatabase('one search across the site', (kind) => {
  let t: TestApp;
  let members: Member[];
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    members = await createSignedInMembers(t.app, 8, 'cherche');
  });
  afterAll(async () => t.close());

  const member = (index: number) => members[index]!;
  // Each visitor call from its own address: the search's rate limit is per IP.
  const get = (params: Record<string, string>, who?: Member, remoteAddress?: string) => {
    address += 1;
    return t.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams(params).toString()}`,
      headers: who ? { cookie: who.cookie } : {},
      remoteAddress: remoteAddress ?? `10.99.${(address >> 8) & 255}.${address & 255}`,
    });
  };
  const search = async (q: string, who?: Member, type = 'all', cursor?: string): Promise<SearchResult> => {
    const response = await get({ q, type, ...(cursor ? { cursor } : {}) }, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SearchResult;
  };
  const hitsOf = <T extends SearchHit['type']>(result: SearchResult, type: T): Hit<T>[] =>
    result.sections.flatMap((section) => section.items).filter((hit): hit is Hit<T> => hit.type === type);
  const postIds = async (q: string, who?: Member) => hitsOf(await search(q, who, 'posts'), 'post').map((hit) => hit.id);
  const personIds = async (q: string, who?: Member) => hitsOf(await search(q, who, 'people'), 'person').map((hit) => hit.member.id);
  const insertPost = async (author: Member, content: string) => {
    const [row] = await t.app.db.insert(posts).values({ userId: author.id, content }).returning({ id: posts.id });
    return row!.id;
  };
  const rename = (who: Member, username: string, displayName: string, extra: Partial<typeof profiles.$inferInsert> = {}) =>
    t.app.db.update(profiles).set({ username, displayName, ...extra }).where(eq(profiles.userId, who.id));
  const put = (url: string, who: Member) => t.app.inject({ method: 'PUT', url, headers: { cookie: who.cookie } });

  it('indexes exactly the hashtags the page shows as links (one rule in JavaScript and in SQL)', async () => {
    const texts = [
      'Vive la #Nature et le #bien_être ! #nature #Año2026',
      'https://x.fr/page#section mail#tag #a #ok',
      // Outside the Latin letters: neither a link nor indexed; #Việt whole.
      'Voyage #Việt et #日本 puis #Ωμέγα, retour #Écosse',
    ];
    for (const content of texts) {
      const id = await insertPost(member(0), content);
      const [row] = await t.app.db.select({ hashtags: posts.hashtags }).from(posts).where(eq(posts.id, id));
      expect([...(row!.hashtags ?? [])].sort(), content).toEqual(extractHashtags(content).sort());
    }
    expect(extractHashtags(texts[2]!)).toEqual(['việt', 'écosse']);
  });

  it('finds accented and unaccented forms both ways, and a word being typed', async () => {
    const accented = await insertPost(member(0), 'La méditation du matin apaise vraiment le cœur');
    const plain = await insertPost(member(0), 'Une meditation guidée pour bien dormir');
    for (const q of ['meditation', 'méditation', 'MÉDITATIONS', 'medit', 'médi']) {
      expect((await postIds(q)).sort(), q).toEqual([accented, plain].sort());
    }
    expect(await postIds('meditationx')).toEqual([]);
  });

  it('finds French, English and Spanish texts by words of each, stemmed in its own language', async () => {
    const french = await insertPost(member(0), 'Les chevaux galopaient dans les montagnes, très heureux');
    const english = await insertPost(member(0), 'I love running in these shoes on the trails');
    const spanish = await insertPost(member(0), 'Las canciones de los pájaros son hermosas y muy alegres');
    // A word before the last must meet its stem exactly: only its own language's stemmer makes it.
    expect(await postIds('cheval galopait')).toEqual([french]);
    expect(await postIds('running shoes')).toEqual([english]);
    expect(await postIds('cancion pajaros')).toEqual([spanish]);
    expect(await postIds('trail')).toEqual([english]);
    expect(await postIds('alegre')).toEqual([spanish]);
  });

  it("reads the forum's own search box in each topic's language too", async () => {
    const [topic] = await t.app.db
      .insert(forumTopics)
      .values({ title: 'Trail running', content: 'I love running in these shoes on the trails with the pack', category: 'general', userId: member(0).id })
      .returning({ id: forumTopics.id });
    // "running" meets the English stem "run" only when read in English, as the search page reads it.
    const response = await t.app.inject({ method: 'GET', url: `/api/forum/topics?${new URLSearchParams({ q: 'running shoes' }).toString()}` });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ForumTopicPage).topics.map((row) => row.id)).toEqual([topic!.id]);
  });

  it('marks the matched words and ranks the closest match first', async () => {
    const passing = await insertPost(member(0), 'Un long texte sur la forêt, les sentiers, les rivières et un peu de sérénité');
    const focused = await insertPost(member(0), 'Sérénité, sérénité : la sérénité avant tout');
    const [first, second] = hitsOf(await search('serenite'), 'post');
    expect([first?.id, second?.id]).toEqual([focused, passing]);
    expect(second?.excerpt).toContain(`${HIGHLIGHT_START}sérénité${HIGHLIGHT_END}`);
    expect(first?.excerpt).not.toMatch(/[<>]/);
    expect(first?.author.id).toBe(member(0).id);
  });

  it('never returns a private profile nor a blocked member, nor their posts', async () => {
    const [me, hidden, blocked, blocker, open] = [member(1), member(2), member(3), member(4), member(5)];
    await rename(hidden, 'loup_prive', 'Loup Privé', { privacySettings: { profile_visibility: 'private', show_age: true, show_location: true, allow_messages: true, show_online_status: true } });
    await rename(blocked, 'loup_bloque', 'Loup Bloqué');
    await rename(blocker, 'loup_bloqueur', 'Loup Bloqueur');
    await rename(open, 'loup_ouvert', 'Loup Ouvert');
    const visiblePost = await insertPost(open, 'Hurlement collectif sous la pleine lune');
    for (const who of [hidden, blocked, blocker]) await insertPost(who, 'Hurlement secret sous la pleine lune');
    expect((await put(`/api/blocks/${blocked.id}`, me)).statusCode).toBe(200);
    expect((await put(`/api/blocks/${me.id}`, blocker)).statusCode).toBe(200);

    expect(await personIds('loup', me)).toEqual([open.id]);
    expect(await postIds('hurlement', me)).toEqual([visiblePost]);
    // A visitor is blocked by nobody, but a private profile stays unfindable.
    expect((await personIds('loup')).sort()).toEqual([blocked.id, blocker.id, open.id].sort());
    expect(await postIds('hurlement')).toHaveLength(3);
    // Nor does the viewer find themself.
    expect(await personIds('loup', open)).not.toContain(open.id);
  });

  it('leaves out banned accounts and accounts being deleted, with their posts', async () => {
    const [viewer, banned, leaving] = [member(1), member(6), member(7)];
    await rename(banned, 'ours_banni', 'Ours Banni');
    await rename(leaving, 'ours_partant', 'Ours Partant');
    await insertPost(banned, 'Un grognement interdit');
    await insertPost(leaving, 'Un grognement ancien');
    expect((await personIds('ours', viewer)).sort()).toEqual([banned.id, leaving.id].sort());
    await t.app.db.update(user).set({ bannedAt: new Date() }).where(eq(user.id, banned.id));
    await t.app.db.update(user).set({ deletionRequestedAt: new Date() }).where(eq(user.id, leaving.id));
    expect(await personIds('ours', viewer)).toEqual([]);
    expect(await postIds('grognement')).toEqual([]);
    await t.app.db.update(user).set({ bannedAt: null, deletionRequestedAt: null }).where(eq(user.id, banned.id));
    await t.app.db.update(user).set({ deletionRequestedAt: null }).where(eq(user.id, leaving.id));
  });

  it('shows members-only profiles and muted authors as their privacy and mutes say', async () => {
    const [viewer, shy, muted] = [member(6), member(7), member(5)];
    await rename(shy, 'renarde', 'Renarde Discrète', {
      locationCity: 'Lyon',
      privacySettings: { profile_visibility: 'members', show_age: true, show_location: false, allow_messages: true, show_online_status: true },
    });
    expect(await personIds('renarde')).toEqual([]);
    const [person] = hitsOf(await search('renarde discrete', viewer, 'people'), 'person');
    expect(person).toMatchObject({ member: { id: shy.id, displayName: 'Renarde Discrète' }, city: null });
    // The hidden city finds nobody either.
    expect(await personIds('lyon', viewer)).toEqual([]);

    const mutedPost = await insertPost(muted, 'Une aurore boréale magnifique cette nuit');
    expect((await put(`/api/mutes/${muted.id}`, viewer)).statusCode).toBe(200);
    expect(await postIds('aurore', viewer)).toEqual([]);
    expect(await postIds('aurore')).toEqual([mutedPost]);
  });

  it('returns each result exactly once across pages', async () => {
    const total = SEARCH_PAGE_SIZE * 2 + 3;
    const author = member(0);
    // One insert: the same created_at and the same rank for all, so only the id orders them.
    const rows = await t.app.db
      .insert(posts)
      .values(Array.from({ length: total }, (_, index) => ({ userId: author.id, content: `Balade numéro ${index} au clair de lune zygomorphe` })))
      .returning({ id: posts.id });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const result = await search('zygomorphe', member(1), 'posts', cursor);
      const [section] = result.sections;
      expect(section?.type).toBe('posts');
      seen.push(...hitsOf(result, 'post').map((hit) => hit.id));
      cursor = section!.nextCursor ?? undefined;
      pages += 1;
      expect(seen.length).toBeLessThanOrEqual(total);
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(total);
    expect(seen.sort()).toEqual(rows.map((row) => row.id).sort());

    const preview = await search('zygomorphe');
    expect(preview.sections.map((section) => section.type)).toEqual(['posts']);
    expect(preview.sections[0]!.nextCursor).toEqual(expect.any(String));
    expect(preview.sections[0]!.items).toHaveLength(SEARCH_PREVIEW_SIZE);
  });

  it('searches forum topics and replies, published events and hashtags', async () => {
    const [topic] = await t.app.db
      .insert(forumTopics)
      .values({ title: 'Sommeil et meute', content: 'Comment retrouver un sommeil profond après une journée agitée ?', category: 'general', userId: member(0).id })
      .returning({ id: forumTopics.id });
    const [reply] = await t.app.db
      .insert(forumReplies)
      .values({ topicId: topic!.id, content: 'La tisane de camomille aide beaucoup pour le sommeil', userId: member(1).id })
      .returning({ id: forumReplies.id });
    const soon = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const [event] = await t.app.db
      .insert(events)
      .values({ title: 'Atelier sommeil', description: 'Un atelier pour mieux dormir', eventDate: soon, isPublished: true, location: 'Paris' })
      .returning({ id: events.id });
    await t.app.db.insert(events).values([
      { title: 'Atelier sommeil (brouillon)', eventDate: soon, isPublished: false },
      { title: 'Atelier sommeil annulé', eventDate: soon, isPublished: true, cancelledAt: new Date() },
    ]);

    const result = await search('sommeil');
    expect(result.sections.map((section) => section.type)).toEqual(['topics', 'replies', 'events']);
    const [topicHit] = hitsOf(result, 'topic');
    expect(topicHit).toMatchObject({ id: topic!.id, category: 'general', title: `${HIGHLIGHT_START}Sommeil${HIGHLIGHT_END} et meute` });
    expect(topicHit!.excerpt).toContain(`${HIGHLIGHT_START}sommeil${HIGHLIGHT_END}`);
    expect(hitsOf(result, 'reply')).toEqual([expect.objectContaining({ id: reply!.id, topicId: topic!.id, topicTitle: 'Sommeil et meute' })]);
    expect(hitsOf(result, 'event')).toEqual([expect.objectContaining({ id: event!.id, location: 'Paris', eventDate: soon.toISOString() })]);
    expect(hitsOf(await search('camomille'), 'reply').map((hit) => hit.id)).toEqual([reply!.id]);

    const calm = await insertPost(member(0), 'Une soirée #calme au bord du lac #Calme');
    await insertPost(member(1), 'Respirer, tout simplement #calmement');
    await insertPost(member(1), 'Encore une soirée #calme');
    const tags = hitsOf(await search('#cal'), 'hashtag');
    expect(tags).toEqual([
      { type: 'hashtag', tag: 'calme', count: 2 },
      { type: 'hashtag', tag: 'calmement', count: 1 },
    ]);
    const tagged = await search('#calme', undefined, 'posts');
    expect(hitsOf(tagged, 'post')).toHaveLength(2);
    expect(hitsOf(tagged, 'post').map((hit) => hit.id)).toContain(calm);
  });

  it('suggests a hashtag from the moment a post carries it, accents aside, and counts only the posts that still do', async () => {
    const [author] = await createSignedInMembers(t.app, 1, 'serein');
    const post = await insertPost(author!, 'Une matinée #Sérénité');
    expect(hitsOf(await search('#serenite'), 'hashtag')).toEqual([{ type: 'hashtag', tag: 'sérénité', count: 1 }]);
    // Edited to another tag: the old one is known still but counts no post, the new one appears.
    await t.app.db.update(posts).set({ content: 'Une matinée #sereine' }).where(eq(posts.id, post));
    expect(hitsOf(await search('#sere'), 'hashtag')).toEqual([{ type: 'hashtag', tag: 'sereine', count: 1 }]);
    await t.app.db.delete(posts).where(eq(posts.id, post));
    expect(hitsOf(await search('#sere'), 'hashtag')).toEqual([]);
  });

  it('answers hostile queries without a server error', async () => {
    for (const q of ['"', "'", "l'eau", '\\', '&|!():*', 'a & b | !c', '(((', ':*', '<->', 'x'.repeat(100), '#', '@@', '%_', 'mot:* & !autre', '١٢٣ ٤', '漢字かな', 'x² ½', 'ǅemal', '🐺 loup']) {
      const response = await get({ q });
      expect(response.statusCode, q).toBe(200);
      expect((response.json() as SearchResult).query).toBe(q);
    }
    const refused = async (q: string) => (await get({ q })).json() as { code: string };
    expect(await refused('')).toMatchObject({ code: 'search.query_required' });
    expect(await refused('   ')).toMatchObject({ code: 'search.query_required' });
    expect(await refused('x'.repeat(101))).toMatchObject({ code: 'search.query_too_long' });
    expect(await refused('abc\u0000def')).toMatchObject({ code: 'validation.invalid' });
    expect((await get({ q: 'calme', type: 'nothing' })).statusCode).toBe(400);
    // A cursor the server did not make, or past the deepest page, never reaches a query.
    expect((await get({ q: 'calme', type: 'posts', cursor: 'MA' })).statusCode).toBe(400);
    expect((await get({ q: 'calme', type: 'posts', cursor: encodePageCursor(SEARCH_MAX_PAGE + 1) })).statusCode).toBe(400);
  });

  it('limits how fast one address searches', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await get({ q: '?' }, undefined, '10.98.0.1')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
