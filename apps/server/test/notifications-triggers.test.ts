import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DomainEventName, DomainEventPayload } from '@la-meute/shared';
import { channels, eventParticipants, events, notifications, profiles } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string; username: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Expected = { userId: string; kind: string };

// Every listed domain event notifies exactly one member, never its actor.
describeEachDatabase('notification triggers', (kind) => {
  let t: TestApp;
  let members: Member[];
  let channelId: string;
  const now = () => new Date().toISOString();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const signedIn = await createSignedInMembers(t.app, 6, 'notif');
    const names = await t.app.db
      .select({ userId: profiles.userId, username: profiles.username })
      .from(profiles)
      .where(inArray(profiles.userId, signedIn.map((member) => member.id)));
    members = signedIn.map((member) => ({ ...member, username: names.find((row) => row.userId === member.id)!.username }));
    const [row] = await t.app.db.insert(channels).values({ name: 'general', description: 'Général' }).returning();
    channelId = row!.id;
  });
  afterAll(async () => t.close());

  const member = (index: number) => () => members[index]!;
  const [alice, bruno, chloe, david] = [member(0), member(1), member(2), member(3)];
  const call = async (method: Method, url: string, who: Member, payload?: object) => {
    const response = await t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), cookie: who.cookie } });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const emit = <N extends DomainEventName>(name: N, payload: DomainEventPayload<N>) => t.app.services.events.emit(name, payload);

  /** The notifications the action stored (achievements aside, which any first action may unlock). */
  async function storedBy(action: () => Promise<unknown>, kinds?: string[]) {
    await t.app.services.events.settled();
    const before = new Set((await t.app.db.select({ id: notifications.id }).from(notifications)).map((row) => row.id));
    await action();
    await t.app.services.events.settled();
    const rows = await t.app.db.select().from(notifications);
    return rows
      .filter((row) => !before.has(row.id) && (kinds ? kinds.includes(row.kind) : row.kind !== 'achievement.unlocked'))
      .map((row) => ({ userId: row.userId, kind: row.kind, link: row.link, groupKey: row.groupKey, actorId: row.actorId, data: row.data }));
  }
  async function expectOnly(action: () => Promise<unknown>, expected: Expected[]) {
    const order = (a: Expected, b: Expected) => `${a.userId}:${a.kind}`.localeCompare(`${b.userId}:${b.kind}`);
    const stored = (await storedBy(action)).sort(order);
    expect(stored.map(({ userId, kind: storedKind }) => ({ userId, kind: storedKind }))).toEqual([...expected].sort(order));
    return stored;
  }

  const createPost = (who: Member, content: string) => call('POST', '/api/posts', who, { content }) as Promise<{ id: string }>;

  it('a like notifies the post author once, grouped per post; an unlike and a self-like notify nobody', async () => {
    const post = await createPost(alice(), 'Une belle journée au soleil');
    const [liked] = await expectOnly(() => call('POST', `/api/posts/${post.id}/like`, bruno()), [{ userId: alice().id, kind: 'post.liked' }]);
    expect(liked).toMatchObject({ link: `/post/${post.id}`, groupKey: `post.liked:${post.id}`, actorId: bruno().id });
    expect(liked!.data).toMatchObject({ postId: post.id, postExcerpt: 'Une belle journée au soleil' });
    await expectOnly(() => call('POST', `/api/posts/${post.id}/like`, bruno()), []);
    await expectOnly(() => call('POST', `/api/posts/${post.id}/like`, alice()), []);
  });

  it('a comment and a share notify the post author', async () => {
    const post = await createPost(alice(), 'Qui vient à la rando ?');
    const [commented] = await expectOnly(() => call('POST', `/api/posts/${post.id}/comments`, bruno(), { content: 'Moi !' }), [
      { userId: alice().id, kind: 'post.commented' },
    ]);
    expect(commented!.data).toMatchObject({ commentExcerpt: 'Moi !' });
    await expectOnly(() => call('POST', `/api/posts/${post.id}/comments`, alice(), { content: 'Super' }), []);
    await expectOnly(() => call('POST', `/api/posts/${post.id}/share`, chloe()), [{ userId: alice().id, kind: 'post.shared' }]);
  });

  it('mentions notify each named member once, never the author, never twice for one content', async () => {
    const content = `Salut @${bruno().username} et @${chloe().username.toUpperCase()}, et encore @${bruno().username} ! @${alice().username}`;
    const stored = await expectOnly(() => createPost(alice(), content), [
      { userId: bruno().id, kind: 'mention' },
      { userId: chloe().id, kind: 'mention' },
    ]);
    expect(stored.every((row) => row.actorId === alice().id && row.link?.startsWith('/post/'))).toBe(true);
    // A comment on Bruno's post naming him: the comment notification is enough.
    const post = await createPost(bruno(), 'Mon post');
    await expectOnly(() => call('POST', `/api/posts/${post.id}/comments`, chloe(), { content: `@${bruno().username} bien vu` }), [
      { userId: bruno().id, kind: 'post.commented' },
    ]);
  });

  it('a forum reply notifies the topic author; mentions in topics and replies notify the named', async () => {
    const [mention] = await expectOnly(
      () => call('POST', '/api/forum/topics', alice(), { title: 'Jeûne', content: `Des avis @${david().username} ?`, category: 'nutrition' }),
      [{ userId: david().id, kind: 'mention' }],
    );
    const topicId = String(mention!.data.topicId);
    const stored = await expectOnly(() => call('POST', `/api/forum/topics/${topicId}/replies`, bruno(), { content: `Oui, @${chloe().username} sait` }), [
      { userId: alice().id, kind: 'forum.replied' },
      { userId: chloe().id, kind: 'mention' },
    ]);
    expect(stored.find((row) => row.kind === 'forum.replied')).toMatchObject({ link: `/forum/${topicId}`, groupKey: `forum.replied:${topicId}` });
    await expectOnly(() => call('POST', `/api/forum/topics/${topicId}/replies`, alice(), { content: `Merci @${alice().username}` }), []);
  });

  it('a chat reply notifies the replied member, with the chat page address', async () => {
    const repository = t.app.services.chatRepository;
    const say = (who: Member, content: string, replyTo: string | null = null) =>
      repository.insertMessage({ channelId, content, pseudonym: who.username, userLevel: 1, userId: who.id, mediaUrls: [], replyTo });
    const first = await say(alice(), 'Bonjour à tous');
    const answer = await say(bruno(), `Salut ! @${chloe().username}`, first.id);
    const stored = await expectOnly(() => Promise.resolve(emit('chat.message.sent', { messageId: answer.id, channelId, authorId: bruno().id, at: now() })), [
      { userId: alice().id, kind: 'chat.replied' },
      { userId: chloe().id, kind: 'mention' },
    ]);
    expect(stored.find((row) => row.kind === 'chat.replied')!.link).toBe('/chat?channel=general');
    const own = await say(alice(), 'Je me réponds', first.id);
    await expectOnly(() => Promise.resolve(emit('chat.message.sent', { messageId: own.id, channelId, authorId: alice().id, at: now() })), []);
  });

  it('a direct message notifies its recipient; reading the conversation reads it', async () => {
    const conversation = (await call('POST', '/api/conversations/direct', alice(), { userId: bruno().id })) as { id: string };
    const [received] = await expectOnly(() => call('POST', `/api/conversations/${conversation.id}/messages`, alice(), { content: 'Coucou' }), [
      { userId: bruno().id, kind: 'message.received' },
    ]);
    expect(received).toMatchObject({ groupKey: `conversation:${conversation.id}`, link: `/direct-messages?user=${alice().id}` });
    await call('POST', `/api/conversations/${conversation.id}/read`, bruno(), {});
    await t.app.services.events.settled();
    const unread = await t.app.db.select().from(notifications).where(eq(notifications.userId, bruno().id));
    expect(unread.filter((row) => row.kind === 'message.received' && row.readAt === null)).toEqual([]);
  });

  it('connection requests and acceptances notify the other member', async () => {
    const [requested] = await expectOnly(() => call('POST', '/api/connections', chloe(), { connectedUserId: david().id }), [
      { userId: david().id, kind: 'connection.requested' },
    ]);
    expect(requested!.actorId).toBe(chloe().id);
    const connectionId = String(requested!.data.connectionId);
    await expectOnly(() => call('POST', `/api/connections/${connectionId}/accept`, david(), {}), [{ userId: chloe().id, kind: 'connection.accepted' }]);
  });

  it('an event update or cancellation notifies each participant but the organiser', async () => {
    const [event] = await t.app.db
      .insert(events)
      .values({ title: 'Pique-nique', eventDate: new Date(Date.now() + 3 * 3_600_000), organizerId: alice().id, isPublished: true })
      .returning();
    const participantIds = [alice().id, bruno().id, chloe().id];
    await t.app.db.insert(eventParticipants).values(participantIds.map((userId) => ({ eventId: event!.id, userId })));
    const payload = { eventId: event!.id, organizerId: alice().id, participantIds, at: now() };
    const updated = await expectOnly(() => Promise.resolve(emit('event.updated', payload)), [
      { userId: bruno().id, kind: 'event.updated' },
      { userId: chloe().id, kind: 'event.updated' },
    ]);
    expect(updated[0]!.data).toMatchObject({ eventTitle: 'Pique-nique' });
    await expectOnly(() => Promise.resolve(emit('event.cancelled', payload)), [
      { userId: bruno().id, kind: 'event.cancelled' },
      { userId: chloe().id, kind: 'event.cancelled' },
    ]);
  });

  it('reminds participants of an event within 24 hours once (the dedupe key)', async () => {
    const [event] = await t.app.db
      .insert(events)
      .values({ title: 'Atelier', eventDate: new Date(Date.now() + 5 * 3_600_000), organizerId: david().id, isPublished: true })
      .returning();
    const [later] = await t.app.db
      .insert(events)
      .values({ title: 'Plus tard', eventDate: new Date(Date.now() + 48 * 3_600_000), organizerId: david().id, isPublished: true })
      .returning();
    await t.app.db.insert(eventParticipants).values([
      { eventId: event!.id, userId: david().id },
      { eventId: event!.id, userId: bruno().id },
      { eventId: later!.id, userId: bruno().id },
    ]);
    const service = t.app.services.notifications;
    const first = await storedBy(() => service.remindUpcomingEvents(new Date()), ['event.reminder']);
    expect(first.filter((row) => row.data.eventId === event!.id).map((row) => row.userId)).toEqual([bruno().id]);
    expect(first.some((row) => row.data.eventId === later!.id)).toBe(false);
    expect(await storedBy(() => service.remindUpcomingEvents(new Date()), ['event.reminder'])).toEqual([]);
  });

  it('an achievement notifies its member with a link to the gamification page', async () => {
    const stored = await storedBy(
      () => Promise.resolve(emit('achievement.unlocked', { userId: david().id, achievement: 'first-post', at: now() })),
      ['achievement.unlocked'],
    );
    expect(stored).toEqual([expect.objectContaining({ userId: david().id, link: '/gamification', data: { achievement: 'first-post' } })]);
  });
});
