import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, RANKS } from '@la-meute/shared';
import { profiles, userLevels } from '../src/db/schema';
import { createPostsRepository } from '../src/modules/posts/posts.repository';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

describeEachDatabase('posts API', (kind) => {
  let t: TestApp;
  let alice: { id: string; cookie: string };
  let bruno: { id: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const members = await createSignedInMembers(t.app, 2, 'auteur');
    alice = members[0]!;
    bruno = members[1]!;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(cookie ? { cookie } : {}) } });
  const createPost = async (cookie: string, payload: object) => {
    const response = await call('POST', '/api/posts', cookie, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it("writes the feed's posts in PostgreSQL exactly as a post's own page writes them, whatever the author's rank, level and privacy", async () => {
    const authors = await createSignedInMembers(t.app, RANKS.length, 'rang');
    for (const [index, author] of authors.entries()) {
      // Each rank's threshold, and a private profile every other author.
      await t.app.db.update(userLevels).set({ xp: RANKS[index]!.threshold, level: (index % 10) + 1 }).where(eq(userLevels.userId, author.id));
      const visibility = index % 2 === 0 ? 'private' : 'public';
      await t.app.db
        .update(profiles)
        .set({ bio: `Bio ${index} « ${visibility} » \\ "guillemets"\n`, privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: visibility } })
        .where(eq(profiles.userId, author.id));
      await createPost(author.cookie, { content: `Post ${index} \u00e9t\u00e9 🐺 "cité" \\`, mediaUrls: index % 3 === 0 ? ['/media/x/1.jpg'] : [], location: index % 2 ? 'Lyon' : undefined });
    }
    const liked = (await call('GET', '/api/posts?limit=3', bruno.cookie)).json().posts[1];
    expect((await call('POST', `/api/posts/${liked.id}/like`, bruno.cookie)).statusCode).toBe(200);

    const feed = await call('GET', `/api/posts?limit=${RANKS.length}`, bruno.cookie);
    expect(feed.statusCode, feed.body).toBe(200);
    const posts = feed.json().posts as { id: string; author: { id: string } }[];
    expect(new Set(posts.map((post) => post.author.id))).toEqual(new Set(authors.map((author) => author.id)));
    for (const post of posts) {
      const detail = await call('GET', `/api/posts/${post.id}`, bruno.cookie);
      expect(post).toEqual(detail.json().post);
    }
    expect(posts.map((post) => (post as unknown as { author: { rank: string } }).author.rank).sort()).toEqual(RANKS.map((rank) => rank.key).sort());
    expect(posts.filter((post) => (post as unknown as { likedByViewer: boolean }).likedByViewer).map((post) => post.id)).toEqual([liked.id]);
  });

  it('needs a session to write', async () => {
    const response = await call('POST', '/api/posts', undefined, { content: 'Bonjour' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'auth.required' });
  });

  it('refuses an empty or blank post and an empty comment with their codes', async () => {
    for (const content of ['', '   \n ']) {
      const response = await call('POST', '/api/posts', alice.cookie, { content });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('posts.content_required');
    }
    const post = await createPost(alice.cookie, { content: 'Un post' });
    const comment = await call('POST', `/api/posts/${post.id}/comments`, bruno.cookie, { content: '   ' });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().code).toBe('posts.comment_required');
  });

  it('creates text and media posts with their author', async () => {
    const text = await createPost(alice.cookie, { content: '  Bonjour la meute #nature  ', location: 'Lyon' });
    expect(text).toMatchObject({ content: 'Bonjour la meute #nature', postType: 'text', location: 'Lyon', likesCount: 0, likedByViewer: false });
    expect(text.author).toMatchObject({ id: alice.id, level: 1, rank: 'lamb' });
    const media = await createPost(alice.cookie, { content: ' ', mediaUrls: ['/media/x/1.jpg'] });
    expect(media).toMatchObject({ content: '', postType: 'media', mediaUrls: ['/media/x/1.jpg'] });
  });

  it('lets only the author edit or delete a post', async () => {
    const post = await createPost(alice.cookie, { content: 'À modifier' });
    expect((await call('PATCH', `/api/posts/${post.id}`, bruno.cookie, { content: 'piraté' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/posts/${post.id}`, bruno.cookie)).json()).toEqual({ code: 'auth.forbidden' });
    const edited = await call('PATCH', `/api/posts/${post.id}`, alice.cookie, { content: 'Modifié' });
    expect(edited.json()).toMatchObject({ content: 'Modifié' });
    expect((await call('DELETE', `/api/posts/${post.id}`, alice.cookie)).json()).toEqual({ ok: true });
    expect((await call('GET', `/api/posts/${post.id}`)).json()).toEqual({ code: 'posts.not_found' });
    expect((await call('GET', '/api/posts/not-a-uuid')).statusCode).toBe(404);
  });

  it('toggles a like on and off and tells the viewer', async () => {
    const post = await createPost(alice.cookie, { content: 'Aimez-moi' });
    expect((await call('POST', `/api/posts/${post.id}/like`, bruno.cookie)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await call('GET', `/api/posts/${post.id}`, bruno.cookie)).json().post.likedByViewer).toBe(true);
    expect((await call('GET', `/api/posts/${post.id}`, alice.cookie)).json().post.likedByViewer).toBe(false);
    expect((await call('POST', `/api/posts/${post.id}/like`, bruno.cookie)).json()).toEqual({ liked: false, likesCount: 0 });
  });

  it('serves anonymous readers fresh figures right after a write', async () => {
    const post = await createPost(alice.cookie, { content: 'Compteur public' });
    expect((await call('GET', `/api/posts/${post.id}`)).json().post.likesCount).toBe(0);
    const again = await call('GET', `/api/posts/${post.id}`);
    expect(again.headers['content-type']).toContain('application/json');
    await call('POST', `/api/posts/${post.id}/like`, bruno.cookie);
    expect((await call('GET', `/api/posts/${post.id}`)).json().post.likesCount).toBe(1);
    expect((await call('GET', '/api/posts?limit=1')).json().posts[0].id).toBe(post.id);
  });

  it('comments and shares, with counters and the comments in order on the post page', async () => {
    const post = await createPost(alice.cookie, { content: 'Discutons' });
    const first = await call('POST', `/api/posts/${post.id}/comments`, bruno.cookie, { content: '  Premier ! ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: 'Premier !', author: { id: bruno.id, level: 1, rank: 'lamb' } });
    await call('POST', `/api/posts/${post.id}/comments`, alice.cookie, { content: 'Merci' });
    expect((await call('POST', `/api/posts/${post.id}/share`, bruno.cookie)).json()).toEqual({ sharesCount: 1 });
    const detail = (await call('GET', `/api/posts/${post.id}`)).json();
    expect(detail.post).toMatchObject({ commentsCount: 2, sharesCount: 1 });
    expect(detail.comments.map((comment: { content: string }) => comment.content)).toEqual(['Premier !', 'Merci']);
  });

  it('pages the feed newest first, 50 at a time, with a cursor and an author filter', async () => {
    const [carla] = await createSignedInMembers(t.app, 1, 'prolifique');
    for (let index = 0; index < 55; index += 1) await createPost(carla!.cookie, { content: `Post ${index}` });
    const first = (await call('GET', `/api/posts?userId=${carla!.id}`)).json();
    expect(first.posts).toHaveLength(50);
    expect(first.posts[0].content).toBe('Post 54');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await call('GET', `/api/posts?userId=${carla!.id}&cursor=${first.nextCursor}`)).json();
    expect(second.posts.map((post: { content: string }) => post.content)).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
    expect(second.nextCursor).toBeNull();
    expect((await call('GET', '/api/posts?cursor=garbage')).statusCode).toBe(400);
    const all = (await call('GET', '/api/posts?limit=5')).json();
    expect(all.posts).toHaveLength(5);
  });

  it('keeps likes_count equal to the like rows under 50 members × 4 concurrent toggles', async () => {
    const post = await createPost(alice.cookie, { content: 'Tempête de likes' });
    const members = await createSignedInMembers(t.app, 50, 'fan');
    const toggles = members.flatMap((member) =>
      Array.from({ length: 4 }, () => call('POST', `/api/posts/${post.id}/like`, member.cookie)),
    );
    const responses = await Promise.all(toggles);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const rows = await createPostsRepository(t.app.db).countLikeRows(post.id);
    const detail = (await call('GET', `/api/posts/${post.id}`)).json();
    expect(detail.post.likesCount).toBe(rows);
    expect(rows).toBeGreaterThanOrEqual(0);
    expect(rows).toBeLessThanOrEqual(50);
  });

  it('computes feed stats and trending hashtags, with the seed defaults when nobody tags', async () => {
    const stats = (await call('GET', '/api/posts/stats')).json();
    expect(stats.trendingHashtags[0]).toEqual({ tag: 'nature', count: 1 });
    expect(stats.postsToday).toBeGreaterThan(55);
    expect(stats.interactionsToday).toBeGreaterThan(0);
    expect(stats.members).toBeGreaterThanOrEqual(53);
  });

  it('serves a hashtag page from the server: /feed?tag= lists only its posts, page after page', async () => {
    const tag = `calme${Date.now().toString(36)}`;
    const tagged = [];
    for (let index = 0; index < 3; index += 1) tagged.push(await createPost(alice.cookie, { content: `Respirer #${tag} n°${index}` }));
    await createPost(alice.cookie, { content: `Sans le mot-clé ${tag}` });
    await createPost(alice.cookie, { content: `Presque #${tag}x` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/posts?tag=${encodeURIComponent(`#${tag.toUpperCase()}`)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await call('GET', url, bruno.cookie);
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().posts.map((post: { id: string }) => post.id));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual(tagged.map((post) => post.id).reverse());
    expect((await call('GET', `/api/posts?tag=${tag}`)).json().posts).toHaveLength(3);
    for (const bad of ['<script>', 'a', '%00x']) {
      const response = await call('GET', `/api/posts?tag=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });
});

describe('feed stats on an empty community', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('falls back to the seed hashtags', async () => {
    const stats = (await t.app.inject({ method: 'GET', url: '/api/posts/stats' })).json();
    expect(stats).toEqual({
      members: 0,
      postsToday: 0,
      interactionsToday: 0,
      trendingHashtags: ['wellness', 'sovereignty', 'community', 'mindfulness', 'holistic'].map((tag) => ({ tag, count: 0 })),
    });
  });
});
