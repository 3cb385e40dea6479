import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEFAULT_PRIVACY_SETTINGS,
  PRESENCE_UPDATE_INTERVAL_MS,
  roomName,
  TYPING_LIMITS,
  type ConversationMessage,
  type ConversationSummary,
  type ServerEventPayload,
} from '@la-meute/shared';
import { profiles } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { emitRaw, listenForSockets, nextEvent, openSocket, roundTrip, type RawReply, type TestSocket } from './helpers/sockets';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
/** Every event a socket receives, whatever its name, but the online list (the room's presence, not messaging's). */
function recordAll(socket: TestSocket) {
  const seen: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    if (event !== 'presence:update') seen.push({ event, payload });
  });
  return seen;
}

describeEachDatabase('messaging over the socket', (kind) => {
  let t: TestApp;
  let base: string;
  let alice: Member;
  let bruno: Member;
  let chloe: Member;
  let conversationId: string;
  let room: string;
  const sockets: TestSocket[] = [];
  const open = async (member: Member) => {
    const socket = await openSocket(base, { cookie: member.cookie });
    sockets.push(socket);
    return socket;
  };
  const call = (method: 'GET' | 'POST', url: string, member: Member, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), cookie: member.cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenForSockets(t.app);
    [alice, bruno, chloe] = (await createSignedInMembers(t.app, 3, 'causeur')) as unknown as [Member, Member, Member];
    const response = await call('POST', '/api/conversations/direct', alice, { userId: bruno.id });
    conversationId = response.json().id as string;
    room = roomName('conversation', conversationId);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('delivers messages and unread counts live to the participants, and nothing to a third member', async () => {
    const [aliceSocket, brunoSocket, chloeSocket] = [await open(alice), await open(bruno), await open(chloe)];
    expect(await emitRaw(aliceSocket, 'room:join', room)).toEqual({ ok: true, data: { room } });
    expect(await emitRaw(brunoSocket, 'room:join', room)).toEqual({ ok: true, data: { room } });
    expect(await emitRaw(chloeSocket, 'room:join', room)).toEqual({ ok: false, code: 'auth.forbidden' });
    const seenByChloe = recordAll(chloeSocket);

    const received: ConversationMessage[] = [];
    brunoSocket.on('conversation:message', (event) => received.push(event.message));
    const updates: ServerEventPayload<'member:event'>[] = [];
    brunoSocket.on('member:event', (event) => updates.push(event));
    const aliceUpdates: ServerEventPayload<'member:event'>[] = [];
    aliceSocket.on('member:event', (event) => aliceUpdates.push(event));

    const sent: string[] = [];
    for (let index = 1; index <= 20; index += 1) {
      const response = await call('POST', `/api/conversations/${conversationId}/messages`, alice, { content: `Message numéro ${index} pour Bruno` });
      expect(response.statusCode, response.body).toBe(201);
      sent.push(response.json().id as string);
    }
    const lastId = sent.at(-1)!;
    const rowOf = (events: ServerEventPayload<'member:event'>[]) =>
      events.map(({ event }) => event).find((event) => event.type === 'conversation.updated' && event.lastMessage?.id === lastId);
    await t.app.services.events.settled();
    await expect.poll(() => received.length).toBe(20);
    await expect.poll(() => rowOf(updates)).toMatchObject({ type: 'conversation.updated', conversationId, unreadCount: 20, lastMessageAt: expect.any(String) });
    // The sender's own row updates too (their other tabs), with nothing unread for them.
    await expect.poll(() => rowOf(aliceUpdates)).toMatchObject({ type: 'conversation.updated', conversationId, unreadCount: 0 });

    expect(received.map((message) => message.id)).toEqual(sent);
    expect(received[0]).toMatchObject({ conversationId, senderId: alice.id, content: 'Message numéro 1 pour Bruno', sender: { id: alice.id } });
    const rows = updates.map(({ room: memberRoom, event }) => ({ memberRoom, event }));
    expect(rows.every(({ memberRoom, event }) => memberRoom === roomName('member', bruno.id) && event.type === 'conversation.updated')).toBe(true);
    expect(Math.max(...updates.map(({ event }) => (event.type === 'conversation.updated' ? event.unreadCount : -1)))).toBe(20);
    // Every emit has reached its socket by now: Chloé got nothing at all, not even an unread count.
    await roundTrip(chloeSocket);
    expect(seenByChloe).toEqual([]);
  });

  it('sends a read receipt to the conversation when a participant marks it read', async () => {
    const [aliceSocket, chloeSocket] = [await open(alice), await open(chloe)];
    await emitRaw(aliceSocket, 'room:join', room);
    const seenByChloe = recordAll(chloeSocket);
    const receipt = nextEvent(aliceSocket, 'conversation:read', (event) => event.userId === bruno.id);

    const response = await call('POST', `/api/conversations/${conversationId}/read`, bruno);
    expect(response.statusCode, response.body).toBe(200);
    const { lastReadAt } = response.json() as { lastReadAt: string };
    expect(lastReadAt).not.toBeNull();
    expect(await receipt).toEqual({ room, conversationId, userId: bruno.id, lastReadAt });
    await t.app.services.events.settled();
    await roundTrip(chloeSocket);
    expect(seenByChloe).toEqual([]);
  });

  it('relays typing to the other participants only, and refuses it from anyone else', async () => {
    const [aliceSocket, brunoSocket, chloeSocket] = [await open(alice), await open(bruno), await open(chloe)];
    await emitRaw(aliceSocket, 'room:join', room);
    await emitRaw(brunoSocket, 'room:join', room);
    const seenByAlice = recordAll(aliceSocket);
    const seenByChloe = recordAll(chloeSocket);
    const typing = nextEvent(brunoSocket, 'conversation:typing');

    expect(await emitRaw(aliceSocket, 'conversation:typing', { conversationId, typing: true })).toEqual({
      ok: true,
      data: { conversationId, typing: true },
    });
    expect(await typing).toMatchObject({ room, userId: alice.id, typing: true });
    expect((await typing).displayName).toEqual(expect.any(String));

    expect(await emitRaw(chloeSocket, 'conversation:typing', { conversationId, typing: true })).toEqual({ ok: false, code: 'conversations.not_found' });
    expect(await emitRaw(chloeSocket, 'conversation:typing', { conversationId: 'pas-un-uuid', typing: true })).toEqual({
      ok: false,
      code: 'validation.invalid',
    });
    await Promise.all([roundTrip(aliceSocket), roundTrip(chloeSocket)]);
    // The sender does not hear their own typing; Chloé hears nothing.
    expect(seenByAlice).toEqual([]);
    expect(seenByChloe).toEqual([]);
  });

  it('limits typing signals per member, whichever socket sends them', async () => {
    const [typist] = (await createSignedInMembers(t.app, 1, 'typiste')) as unknown as [Member];
    const typistConversation = (await call('POST', '/api/conversations/direct', typist, { userId: bruno.id })).json().id as string;
    const sockets = [await open(typist), await open(typist)];
    const replies: RawReply[] = [];
    for (let index = 0; index <= TYPING_LIMITS.perWindow; index += 1) {
      replies.push(await emitRaw(sockets[index % 2]!, 'conversation:typing', { conversationId: typistConversation, typing: index % 2 === 0 }));
    }
    expect(replies.slice(0, TYPING_LIMITS.perWindow).every((reply) => reply.ok)).toBe(true);
    expect(replies.at(-1)).toEqual({ ok: false, code: 'http.rate_limited' });
  });

  it('shows a member online to those sharing a conversation while a socket of theirs is open, unless they hide it', async () => {
    const [watcher, walker, hider, stranger] = (await createSignedInMembers(t.app, 4, 'presence')) as unknown as [Member, Member, Member, Member];
    await call('POST', '/api/conversations/direct', watcher, { userId: walker.id });
    await call('POST', '/api/conversations/direct', watcher, { userId: hider.id });
    await t.app.db
      .update(profiles)
      .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_online_status: false } })
      .where(eq(profiles.userId, hider.id));
    const onlineIn = async (member: Member) =>
      Object.fromEntries(
        ((await call('GET', '/api/conversations', member)).json().conversations as ConversationSummary[]).map((c) => [c.participants[0]!.id, c.participants[0]!.online]),
      );

    const watcherSocket = await open(watcher);
    const strangerSocket = await open(stranger);
    const presence: { userId: string; online: boolean }[] = [];
    watcherSocket.on('member:event', ({ event }) => {
      if (event.type === 'member.presence') presence.push({ userId: event.userId, online: event.online });
    });
    const seenByStranger = recordAll(strangerSocket);

    // Two tabs: online once; closing one of them changes nothing; closing the last one is offline.
    const walkerTabs = [await open(walker), await open(walker)];
    const hiderSocket = await open(hider);
    await expect.poll(() => presence).toEqual([{ userId: walker.id, online: true }]);
    await expect.poll(() => onlineIn(watcher)).toEqual({ [walker.id]: true, [hider.id]: false });
    walkerTabs[0]!.close();
    await expect.poll(async () => (await t.app.io.in(roomName('member', walker.id)).fetchSockets()).length).toBe(1);
    await t.app.memberPresence.settled();
    await t.app.services.events.settled();
    await roundTrip(watcherSocket);
    expect(presence).toHaveLength(1);
    walkerTabs[1]!.close();
    hiderSocket.close();
    await expect.poll(() => presence).toEqual([
      { userId: walker.id, online: true },
      { userId: walker.id, online: false },
    ]);
    await expect.poll(() => onlineIn(watcher)).toEqual({ [walker.id]: false, [hider.id]: false });
    // Someone who shares no conversation with them hears nothing of it.
    expect(seenByStranger.filter(({ event }) => event === 'member:event')).toEqual([]);
  });

  it('sends no online list to a conversation room', async () => {
    const aliceSocket = await open(alice);
    const brunoSocket = await open(bruno);
    const lists: unknown[] = [];
    aliceSocket.on('presence:update', (update) => lists.push(update));
    expect(await emitRaw(aliceSocket, 'room:join', room)).toMatchObject({ ok: true });
    expect(await emitRaw(brunoSocket, 'room:join', room)).toMatchObject({ ok: true });
    // Online lists leave once per interval: wait for the next one, then for it to reach Alice.
    await new Promise((resolve) => setTimeout(resolve, PRESENCE_UPDATE_INTERVAL_MS));
    await roundTrip(aliceSocket);
    expect(lists).toEqual([]);
  });
});
