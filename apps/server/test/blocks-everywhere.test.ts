import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CalendarEvent, Comment, ForumReply, ForumTopicSummary, NotificationGroup, Post } from '@la-meute/shared';
import { profiles } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// A block cuts both ways, on every read and write: whoever blocked whom, neither meets the other's
// posts, comments, likes, mentions, notifications, events or forum writing (ADR 019).
describeEachDatabase('blocks everywhere on the site', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** The blocker (louve), the member they block (renard) and someone unrelated (hibou). */
  async function threeMembers() {
    const [louve, renard, hibou] = (await createSignedInMembers(t.app, 3, 'partout')) as Member[];
    return { louve: louve!, renard: renard!, hibou: hibou! };
  }
  const call = (method: Method, url: string, who?: Member, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(who ? { cookie: who.cookie } : {}) } });
  async function ok<T>(method: Method, url: string, who?: Member, payload?: object): Promise<T> {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as T;
  }
  const block = (who: Member, other: Member) => ok('PUT', `/api/blocks/${other.id}`, who);
  const post = (who: Member, content: string) => ok<Post>('POST', '/api/posts', who, { content });
  const usernameOf = async (who: Member) =>
    (await t.app.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, who.id)))[0]!.username;
  const settled = () => t.app.services.events.settled();
  const centre = async (who: Member) => (await ok<{ items: NotificationGroup[] }>('GET', '/api/notifications', who)).items;
  const unread = async (who: Member) => (await ok<{ unread: number }>('GET', '/api/notifications/unread-count', who)).unread;
  const actorIds = (groups: NotificationGroup[]) => groups.flatMap((group) => group.actors.map((actor) => actor.id));

  /** What a missing post answers: a blocked member's post must look exactly like it. */
  async function expectMissingPost(method: Method, url: string, who: Member, payload?: object) {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, `${method} ${url}`).toBe(404);
    expect(response.json()).toEqual({ code: 'posts.not_found' });
  }

  it('answers 404 for a post between a blocker and whom they blocked, either way, as for a post that never existed', async () => {
    const { louve, renard, hibou } = await threeMembers();
    const louvePost = await post(louve, 'La lune est belle ce soir');
    const renardPost = await post(renard, 'Je cours dans les bois');
    expect((await call('GET', `/api/posts/${louvePost.id}`, renard)).statusCode).toBe(200);

    await block(louve, renard);
    await expectMissingPost('GET', `/api/posts/${louvePost.id}`, renard);
    await expectMissingPost('GET', `/api/posts/${renardPost.id}`, louve);
    await expectMissingPost('GET', `/api/posts/${crypto.randomUUID()}`, renard);
    // Nor on each other's profile page: the member's posts listing is empty.
    expect((await ok<{ posts: Post[] }>('GET', `/api/posts?userId=${louve.id}`, renard)).posts).toEqual([]);
    expect((await ok<{ posts: Post[] }>('GET', `/api/posts?userId=${renard.id}`, louve)).posts).toEqual([]);

    // Everyone else, visitors included, still reads both; each reads their own.
    for (const reader of [hibou, undefined]) {
      expect((await call('GET', `/api/posts/${louvePost.id}`, reader)).statusCode).toBe(200);
      expect((await call('GET', `/api/posts/${renardPost.id}`, reader)).statusCode).toBe(200);
    }
    expect((await call('GET', `/api/posts/${renardPost.id}`, renard)).statusCode).toBe(200);

    // Lifting the block gives it back.
    await ok('DELETE', `/api/blocks/${renard.id}`, louve);
    expect((await call('GET', `/api/posts/${louvePost.id}`, renard)).statusCode).toBe(200);
  });

  it('refuses a like or a share on the other one’s post, either way, and counts nothing', async () => {
    const { louve, renard, hibou } = await threeMembers();
    const louvePost = await post(louve, 'Qui vient marcher demain ?');
    const renardPost = await post(renard, 'Moi peut-être');
    await block(louve, renard);

    for (const [who, target] of [
      [renard, louvePost],
      [louve, renardPost],
    ] as const) {
      await expectMissingPost('POST', `/api/posts/${target.id}/like`, who);
      await expectMissingPost('POST', `/api/posts/${target.id}/share`, who);
      const seen = (await ok<{ post: Post }>('GET', `/api/posts/${target.id}`, hibou)).post;
      expect(seen).toMatchObject({ likesCount: 0, sharesCount: 0 });
    }
    // Others still like and share it.
    expect((await ok<{ liked: boolean }>('POST', `/api/posts/${louvePost.id}/like`, hibou)).liked).toBe(true);
    expect((await ok<{ sharesCount: number }>('POST', `/api/posts/${louvePost.id}/share`, hibou)).sharesCount).toBe(1);
  });

  it('refuses a comment on the other one’s post, and hides each one’s comments from the other under anyone’s post', async () => {
    const { louve, renard, hibou } = await threeMembers();
    const louvePost = await post(louve, 'Racontez-moi votre journée');
    const hibouPost = await post(hibou, 'Un hibou veille');
    const louveComment = await ok<Comment>('POST', `/api/posts/${hibouPost.id}/comments`, louve, { content: 'Bonne nuit hibou' });
    const renardComment = await ok<Comment>('POST', `/api/posts/${hibouPost.id}/comments`, renard, { content: 'Je veille aussi' });
    await block(louve, renard);

    await expectMissingPost('POST', `/api/posts/${louvePost.id}/comments`, renard, { content: 'Et moi alors ?' });
    expect((await ok<{ post: Post; comments: Comment[] }>('GET', `/api/posts/${louvePost.id}`, hibou)).post.commentsCount).toBe(0);

    const commentIds = async (who: Member) =>
      (await ok<{ comments: Comment[] }>('GET', `/api/posts/${hibouPost.id}`, who)).comments.map((comment) => comment.id);
    expect(await commentIds(louve)).toEqual([louveComment.id]);
    expect(await commentIds(renard)).toEqual([renardComment.id]);
    expect(await commentIds(hibou)).toEqual([louveComment.id, renardComment.id]);
  });

  it('never lets the blocked member’s mention reach the blocker, whether made before the block or after', async () => {
    const { louve, renard, hibou } = await threeMembers();
    const louveName = await usernameOf(louve);
    const hibouPost = await post(hibou, 'Qui connaît un bon sentier ?');
    await post(renard, `Salut @${louveName}, on se voit ?`);
    await ok('POST', `/api/posts/${hibouPost.id}/comments`, renard, { content: `Demande à @${louveName}` });
    await settled();
    const mentionsOf = async (who: Member) => (await centre(who)).filter((group) => group.kind === 'mention');
    expect(actorIds(await mentionsOf(louve))).toContain(renard.id);

    await block(louve, renard);
    await post(renard, `@${louveName} tu ne m'entends plus ?`);
    await post(hibou, `Bonjour @${louveName}`);
    await settled();
    const mentions = await mentionsOf(louve);
    expect(actorIds(mentions)).not.toContain(renard.id);
    // Someone else's mention still arrives.
    expect(actorIds(mentions)).toEqual([hibou.id]);
  });

  it('takes out of the notification centre, both ways, what one did to the other before the block', async () => {
    const { louve, renard, hibou } = await threeMembers();
    const louvePost = await post(louve, 'Mon premier poème');
    const renardPost = await post(renard, 'Ma première photo');
    const louveTopic = (await ok<{ topic: ForumTopicSummary }>('POST', '/api/forum/topics', louve, { title: 'Vos lectures', content: 'Partagez', category: 'help' })).topic;
    await ok('POST', `/api/posts/${louvePost.id}/like`, renard);
    await ok('POST', `/api/posts/${louvePost.id}/like`, hibou);
    await ok('POST', `/api/posts/${louvePost.id}/share`, renard);
    await ok('POST', `/api/posts/${louvePost.id}/comments`, renard, { content: 'Très beau' });
    await ok('POST', `/api/forum/topics/${louveTopic.id}/replies`, renard, { content: 'Le Petit Prince' });
    await ok('POST', `/api/posts/${renardPost.id}/like`, louve);
    await settled();
    expect(actorIds(await centre(louve))).toContain(renard.id);
    expect(actorIds(await centre(renard))).toContain(louve.id);
    const unreadBefore = await unread(louve);

    await block(louve, renard);
    const louveCentre = await centre(louve);
    expect(actorIds(louveCentre)).not.toContain(renard.id);
    expect(actorIds(await centre(renard))).not.toContain(louve.id);
    // The like hibou gave stays, counted alone; the share, the comment and the reply went with renard.
    const likes = louveCentre.find((group) => group.kind === 'post.liked');
    expect(likes).toMatchObject({ actors: [{ id: hibou.id }], actorCount: 1, count: 1 });
    expect(louveCentre.filter((group) => ['post.shared', 'post.commented', 'forum.replied'].includes(group.kind))).toEqual([]);
    expect(await unread(louve)).toBe(unreadBefore - 3);
  });

  it('hides each one’s events from the other and refuses a registration, while a registration made before can still be cancelled', async () => {
    const { louve, renard, hibou } = await threeMembers();
    const newEvent = async (who: Member, title: string) =>
      (
        await ok<{ event: CalendarEvent }>('POST', '/api/events', who, {
          title,
          startsAt: '2099-06-01T10:00',
          timeZone: 'Europe/Paris',
          eventType: 'in-person',
          location: 'Fontainebleau',
        })
      ).event;
    const louveEvent = await newEvent(louve, 'Marche de la louve');
    const renardEvent = await newEvent(renard, 'Course du renard');
    const earlier = await newEvent(louve, 'Cercle de la louve');
    await ok('POST', `/api/events/${earlier.id}/registration`, renard);
    await block(louve, renard);

    const listed = async (who: Member) => (await ok<{ events: CalendarEvent[] }>('GET', '/api/events?limit=50', who)).events.map((event) => event.id);
    expect(await listed(renard)).not.toContain(louveEvent.id);
    expect(await listed(louve)).not.toContain(renardEvent.id);
    expect(await listed(hibou)).toEqual(expect.arrayContaining([louveEvent.id, renardEvent.id]));
    for (const [who, event] of [
      [renard, louveEvent],
      [louve, renardEvent],
    ] as const) {
      const read = await call('GET', `/api/events/${event.id}`, who);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ code: 'events.not_found' });
      const registration = await call('POST', `/api/events/${event.id}/registration`, who);
      expect(registration.statusCode).toBe(404);
      expect(registration.json()).toEqual({ code: 'events.not_found' });
    }
    expect((await call('GET', `/api/events/${louveEvent.id}`, hibou)).statusCode).toBe(200);
    // Renard may still leave the circle he joined before the block.
    expect((await ok<{ registered: boolean }>('DELETE', `/api/events/${earlier.id}/registration`, renard)).registered).toBe(false);
  });

  it('hides each one’s topics and replies from the other in the forum, and refuses a reply or a like on the other’s topic', async () => {
    const { louve, renard, hibou } = await threeMembers();
    const topic = async (who: Member, title: string) =>
      (await ok<{ topic: ForumTopicSummary }>('POST', '/api/forum/topics', who, { title, content: 'Parlons-en', category: 'wellbeing' })).topic;
    const louveTopic = await topic(louve, 'Le sommeil de la louve');
    const renardTopic = await topic(renard, 'Les ruses du renard');
    const hibouTopic = await topic(hibou, 'Les nuits du hibou');
    const louveReply = (await ok<{ reply: ForumReply }>('POST', `/api/forum/topics/${hibouTopic.id}/replies`, louve, { content: 'Je dors peu' })).reply;
    const renardReply = (await ok<{ reply: ForumReply }>('POST', `/api/forum/topics/${hibouTopic.id}/replies`, renard, { content: 'Moi aussi' })).reply;
    await block(louve, renard);

    const topicIds = async (who: Member) => ({
      list: (await ok<{ topics: ForumTopicSummary[] }>('GET', '/api/forum/topics?category=wellbeing', who)).topics.map((row) => row.id),
      trending: (await ok<{ topics: ForumTopicSummary[] }>('GET', '/api/forum/trending', who)).topics.map((row) => row.id),
    });
    const replyIds = async (who: Member) =>
      (await ok<{ replies: ForumReply[] }>('GET', `/api/forum/topics/${hibouTopic.id}`, who)).replies.map((reply) => reply.id);

    for (const [who, hidden, kept] of [
      [renard, louveTopic, renardTopic],
      [louve, renardTopic, louveTopic],
    ] as const) {
      const seen = await topicIds(who);
      expect(seen.list).not.toContain(hidden.id);
      expect(seen.trending).not.toContain(hidden.id);
      expect(seen.list).toEqual(expect.arrayContaining([kept.id, hibouTopic.id]));
      for (const [method, url, payload] of [
        ['GET', `/api/forum/topics/${hidden.id}`, undefined],
        ['POST', `/api/forum/topics/${hidden.id}/replies`, { content: 'Coucou' }],
        ['POST', `/api/forum/topics/${hidden.id}/like`, undefined],
      ] as const) {
        const response = await call(method, url, who, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ code: 'forum.not_found' });
      }
    }
    expect(await replyIds(renard)).toEqual([renardReply.id]);
    expect(await replyIds(louve)).toEqual([louveReply.id]);
    expect(await replyIds(hibou)).toEqual([louveReply.id, renardReply.id]);
    const all = await topicIds(hibou);
    expect(all.list).toEqual(expect.arrayContaining([louveTopic.id, renardTopic.id, hibouTopic.id]));
  });
});
