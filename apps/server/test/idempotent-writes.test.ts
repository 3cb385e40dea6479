import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@la-meute/shared';
import { channels, conversationMessages, eventParticipants, forumReplies, idempotentWrites, messages, postInteractions, posts } from '../src/db/schema';
import { createIdempotentWritesRepository } from '../src/modules/idempotency/idempotent-writes.repository';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
const newKey = () => crypto.randomUUID();

describeEachDatabase('writes replayed from the offline outbox (idempotency keys)', (kind) => {
  let t: TestApp;
  let alice: Member;
  let bruno: Member;
  let chloe: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [alice, bruno, chloe] = (await createSignedInMembers(t.app, 3, 'horsligne')) as unknown as [Member, Member, Member];
  }, 60_000);
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, member: Member, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...(payload ? JSON_HEADERS : {}), cookie: member.cookie, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
    });

  /** Sends one write `times` times under one key: the first applies it, the repeats answer as it did. */
  async function sendRepeated(url: string, member: Member, payload?: object, times = 3) {
    const key = newKey();
    const answers = [];
    answers.push(await call('POST', url, member, payload, key));
    expect(answers[0]!.statusCode, answers[0]!.body).toBeLessThan(300);
    // The outcome is stored before the answer leaves: a repeat sent the moment it arrives finds it.
    const [row] = await t.app.db.select().from(idempotentWrites).where(and(eq(idempotentWrites.userId, member.id), eq(idempotentWrites.key, key)));
    expect(row?.status).toBe(answers[0]!.statusCode);
    for (let attempt = 1; attempt < times; attempt += 1) answers.push(await call('POST', url, member, payload, key));
    for (const repeat of answers.slice(1)) {
      expect(repeat.statusCode).toBe(answers[0]!.statusCode);
      expect(repeat.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
      expect(repeat.json()).toEqual(answers[0]!.json());
    }
    expect(answers[0]!.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    return answers[0]!.json();
  }

  it('applies each replayable write once per key and answers its repeats with the first outcome', async () => {
    const post = await sendRepeated('/api/posts', alice, { content: 'Écrit dans la forêt, sans réseau' });
    expect(await t.app.db.select().from(posts).where(eq(posts.content, 'Écrit dans la forêt, sans réseau'))).toHaveLength(1);

    // A like is a toggle: sent twice it would be on, then off; under one key it is on, once.
    expect(await sendRepeated(`/api/posts/${post.id}/like`, bruno, undefined, 2)).toMatchObject({ liked: true });
    const likes = await t.app.db.select().from(postInteractions).where(and(eq(postInteractions.postId, post.id), eq(postInteractions.userId, bruno.id)));
    expect(likes.filter((row) => row.interactionType === 'like')).toHaveLength(1);

    await sendRepeated(`/api/posts/${post.id}/comments`, bruno, { content: 'Bien reçu au retour du réseau' });
    expect((await call('GET', `/api/posts/${post.id}`, alice)).json().comments).toHaveLength(1);

    const topic = (await call('POST', '/api/forum/topics', alice, { title: 'Randonnée', content: 'Qui vient ?', category: 'wellbeing' })).json().topic;
    await sendRepeated(`/api/forum/topics/${topic.id}/replies`, bruno, { content: 'Moi, depuis le train' });
    expect(await t.app.db.select().from(forumReplies).where(eq(forumReplies.topicId, topic.id))).toHaveLength(1);

    const conversation = (await call('POST', '/api/conversations/direct', alice, { userId: bruno.id })).json();
    await sendRepeated(`/api/conversations/${conversation.id}/messages`, alice, { content: 'Envoyé une fois' });
    expect(await t.app.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversation.id))).toHaveLength(1);

    const event = (
      await call('POST', '/api/events', alice, { title: 'Marche', startsAt: '2099-06-01T10:00', timeZone: 'Europe/Paris', eventType: 'in-person', location: 'Lyon' })
    ).json().event;
    expect(await sendRepeated(`/api/events/${event.id}/registration`, bruno)).toEqual({ registered: true, participants: 1 });
    expect(await t.app.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id))).toHaveLength(1);

    const [channel] = await t.app.db.insert(channels).values({ name: `hors-ligne-${kind}`, description: 'test' }).returning();
    const sent = await sendRepeated(`/api/channels/${channel!.id}/messages`, chloe, { content: 'Message du parc', clientId: 'c-1' });
    expect(sent).toMatchObject({ status: 'delivered', message: { content: 'Message du parc', author: { id: chloe.id } } });
    expect(await t.app.db.select().from(messages).where(eq(messages.channelId, channel!.id))).toHaveLength(1);
    // Refused by the moderation over HTTP: an error the outbox shows, kept as the key's outcome.
    const key = newKey();
    const refused = await call('POST', `/api/channels/${channel!.id}/messages`, chloe, { content: 'Espèce de connard', clientId: 'c-2' }, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'moderation.refused' });
    const refusedAgain = await call('POST', `/api/channels/${channel!.id}/messages`, chloe, { content: 'Espèce de connard', clientId: 'c-2' }, key);
    expect(refusedAgain.json()).toEqual({ code: 'moderation.refused' });
    expect(refusedAgain.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
  });

  it('writes once when hundreds of repeats of one key arrive at the same time', async () => {
    const key = newKey();
    const content = `Envoyé deux cents fois à la fois (${kind})`;
    const answers = await Promise.all(Array.from({ length: 200 }, () => call('POST', '/api/posts', alice, { content }, key)));
    const created = answers.filter((answer) => answer.statusCode === 201);
    const busy = answers.filter((answer) => answer.statusCode === 409);
    expect(created.length + busy.length, answers.map((answer) => answer.body).find((body) => !/"id"|idempotency_pending/.test(body))).toBe(200);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created.map((answer) => answer.json().id)).size).toBe(1);
    for (const answer of busy) {
      expect(answer.json()).toEqual({ code: 'http.idempotency_pending', retryAfterSeconds: 1 });
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(await t.app.db.select().from(posts).where(eq(posts.content, content))).toHaveLength(1);
    // Once the first has finished, a repeat is answered with its outcome.
    const later = await call('POST', '/api/posts', alice, { content }, key);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).toBe(created[0]!.json().id);
  });

  it('keeps a refusal as the outcome: the repeat meets it again without trying again', async () => {
    const event = (
      await call('POST', '/api/events', alice, { title: 'Une place', startsAt: '2099-06-02T10:00', timeZone: 'Europe/Paris', eventType: 'in-person', location: 'Lyon', maxParticipants: 1 })
    ).json().event;
    expect((await call('POST', `/api/events/${event.id}/registration`, bruno)).statusCode).toBe(201);
    const key = newKey();
    const full = await call('POST', `/api/events/${event.id}/registration`, chloe, undefined, key);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'events.full' });
    const again = await call('POST', `/api/events/${event.id}/registration`, chloe, undefined, key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'events.full' });
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
  });

  it('refuses a key reused for another write or malformed, and keeps each member’s keys apart', async () => {
    const key = newKey();
    expect((await call('POST', '/api/posts', alice, { content: 'Premier texte' }, key)).statusCode).toBe(201);
    const other = await call('POST', '/api/posts', alice, { content: 'Un autre texte' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'http.idempotency_mismatch' });
    expect(await t.app.db.select().from(posts).where(eq(posts.content, 'Un autre texte'))).toHaveLength(0);
    // Bruno drawing the same key writes his own post.
    const his = await call('POST', '/api/posts', bruno, { content: 'Un autre texte' }, key);
    expect(his.statusCode).toBe(201);
    expect(his.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();

    const malformed = await call('POST', '/api/posts', alice, { content: 'Clé invalide' }, 'court');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation.invalid' });
    expect(await t.app.db.select().from(posts).where(eq(posts.content, 'Clé invalide'))).toHaveLength(0);
  });

  it('frees a key whose write failed for a passing reason, and takes over a try that stopped', async () => {
    // Signed out: the guard refuses before the write, and the key is still free afterwards.
    const key = newKey();
    const visitor = await t.app.inject({ method: 'POST', url: '/api/posts', payload: { content: 'Sans session' }, headers: { ...JSON_HEADERS, [IDEMPOTENCY_KEY_HEADER]: key } });
    expect(visitor.statusCode).toBe(401);
    expect((await call('POST', '/api/posts', alice, { content: 'Sans session' }, key)).statusCode).toBe(201);

    const repository = createIdempotentWritesRepository(t.app.db);
    const stopped = newKey();
    expect(await repository.claim(alice.id, stopped, 'empreinte', 60_000)).toEqual({ kind: 'claimed' });
    expect(await repository.claim(alice.id, stopped, 'empreinte', 60_000)).toEqual({ kind: 'running' });
    expect(await repository.claim(alice.id, stopped, 'autre', 0)).toEqual({ kind: 'mismatch' });
    // Its instance stopped: past the stale delay, the next try holds the key.
    expect(await repository.claim(alice.id, stopped, 'empreinte', 0)).toEqual({ kind: 'claimed' });
    await repository.complete(alice.id, stopped, { status: 201, body: '{"ok":true}' });
    expect(await repository.claim(alice.id, stopped, 'empreinte', 0)).toEqual({ kind: 'done', outcome: { status: 201, body: '{"ok":true}' } });
    const released = newKey();
    await repository.claim(alice.id, released, 'empreinte', 60_000);
    await repository.release(alice.id, released);
    expect(await repository.claim(alice.id, released, 'empreinte', 60_000)).toEqual({ kind: 'claimed' });
  });
});
