import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIVACY_SETTINGS,
  REALTIME_LIMITS,
  roomName,
  type ConversationSummary,
  type MemberEvent,
  type PresenceUpdate,
  type ServerEventPayload,
} from '@la-meute/shared';
import type { App } from '../src/app';
import { channels, profiles } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { redisAvailableFor, redisUrl } from './helpers/redis';
import { emitRaw, listenForSockets, nextEvent, openSocket, type TestSocket } from './helpers/sockets';
import { createSecondInstance, createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

const say = (socket: TestSocket, channelId: string) =>
  socket.emitWithAck('chat:send', { channelId, content: `Bonjour ${crypto.randomUUID()}`, clientId: crypto.randomUUID() });

/** Sends `count` chat messages one after the other and returns their answers. */
async function sayMany(socket: TestSocket, channelId: string, count: number) {
  const replies = [];
  for (let index = 0; index < count; index += 1) replies.push(await say(socket, channelId));
  return replies;
}

/**
 * A round trip on this socket: whatever the server sent it before answering has arrived by the
 * time the answer does (one connection keeps its packets in order).
 */
const roundTrip = (socket: TestSocket) => emitRaw(socket, 'room:leave', roomName('channel', crypto.randomUUID()));

/** The member events a socket receives, as they come. */
function memberEventsOf(socket: TestSocket) {
  const seen: MemberEvent[] = [];
  socket.on('member:event', ({ event }) => seen.push(event));
  return seen;
}

const namesOf = (update: PresenceUpdate) => update.members.map((entry) => entry.userId);

async function anonymousToken(app: App, pseudonym: string) {
  const payload = { sessionId: crypto.randomUUID(), pseudonym };
  const response = await app.inject({ method: 'POST', url: '/api/anonymous', payload, headers: JSON_HEADERS });
  return response.json().token as string;
}

describeEachDatabase('realtime safety: presence privacy, blocks and flood limits', (kind) => {
  let t: TestApp;
  let base: string;
  const sockets: TestSocket[] = [];
  const open = async (options: Parameters<typeof openSocket>[1]) => {
    const socket = await openSocket(base, options);
    sockets.push(socket);
    return socket;
  };
  const openAs = (member: Member) => open({ cookie: member.cookie });
  const call = (method: 'POST' | 'PUT', url: string, member: Member, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), cookie: member.cookie } });
  const block = async (blocker: Member, blocked: Member) => {
    const response = await call('PUT', `/api/blocks/${blocked.id}`, blocker);
    expect(response.statusCode, response.body).toBe(200);
  };
  const directConversation = async (first: Member, second: Member) => {
    const response = await call('POST', '/api/conversations/direct', first, { userId: second.id });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().id as string;
  };
  const groupConversation = async (creator: Member, others: Member[]) => {
    const response = await call('POST', '/api/conversations', creator, { memberIds: others.map((member) => member.id), title: 'La meute du jeudi' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const newChannel = async () => {
    const [row] = await t.app.db.insert(channels).values({ name: `salon-${crypto.randomUUID().slice(0, 8)}` }).returning();
    return row!.id;
  };
  const join = (socket: TestSocket, room: string) => emitRaw(socket, 'room:join', room);

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenForSockets(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('keeps a member who hides their online status out of the channel list and count the others see', async () => {
    const [discreet, visible, newcomer] = (await createSignedInMembers(t.app, 3, 'discrete')) as unknown as [Member, Member, Member];
    await t.app.db
      .update(profiles)
      .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_online_status: false } })
      .where(eq(profiles.userId, discreet.id));
    const room = roomName('channel', await newChannel());
    const discreetSocket = await openAs(discreet);
    const visibleSocket = await openAs(visible);
    const newcomerSocket = await openAs(newcomer);
    expect(await join(discreetSocket, room)).toEqual({ ok: true, data: { room } });
    await join(visibleSocket, room);

    // Every list computed once the newcomer is in was computed with all three present.
    const withNewcomer = (update: PresenceUpdate) => namesOf(update).includes(newcomer.id);
    const seenByNewcomer = nextEvent(newcomerSocket, 'presence:update', withNewcomer);
    const seenByVisible = nextEvent(visibleSocket, 'presence:update', withNewcomer);
    const seenByDiscreet = nextEvent(discreetSocket, 'presence:update', withNewcomer);
    await join(newcomerSocket, room);

    for (const update of [await seenByNewcomer, await seenByVisible]) {
      expect(namesOf(update).sort()).toEqual([visible.id, newcomer.id].sort());
      expect(update.total).toBe(2);
    }
    // Hiding is from the others: she still sees herself where she is.
    expect(namesOf(await seenByDiscreet).sort()).toEqual([discreet.id, visible.id, newcomer.id].sort());
  });

  it('shows neither member of a blocked pair online to the other, in a channel or in their conversations', async () => {
    const [alice, bruno, chloe] = (await createSignedInMembers(t.app, 3, 'presence-bloc')) as unknown as [Member, Member, Member];
    await groupConversation(chloe, [alice, bruno]);
    await block(alice, bruno);
    // The block tells each member's room the other is offline: told before the sockets open, not to them.
    await t.app.services.events.settled();

    // Their conversations' green dots: Chloé hears both come and go, Alice and Bruno nothing of each other.
    const aliceSocket = await openAs(alice);
    const chloeSocket = await openAs(chloe);
    const heardByAlice = memberEventsOf(aliceSocket);
    const presenceOf = (member: Member, online: boolean) =>
      nextEvent(chloeSocket, 'member:event', ({ event }) => event.type === 'member.presence' && event.userId === member.id && event.online === online);
    const brunoOnline = presenceOf(bruno, true);
    const brunoSocket = await openAs(bruno);
    const heardByBruno = memberEventsOf(brunoSocket);
    await brunoOnline;
    await t.app.services.events.settled();
    await roundTrip(aliceSocket);
    const aliceOffline = presenceOf(alice, false);
    aliceSocket.close();
    await aliceOffline;
    await t.app.services.events.settled();
    await roundTrip(brunoSocket);
    expect(heardByAlice.filter((event) => event.type === 'member.presence' && event.userId === bruno.id)).toEqual([]);
    expect(heardByBruno.filter((event) => event.type === 'member.presence' && event.userId === alice.id)).toEqual([]);
    // Nor does the conversation list: Bruno is connected, Chloé sees him online there, Alice does not.
    const onlineIn = async (viewer: Member) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: viewer.cookie } });
      return (response.json().conversations as ConversationSummary[])[0]!.participants.find((participant) => participant.id === bruno.id)?.online;
    };
    expect(await onlineIn(chloe)).toBe(true);
    expect(await onlineIn(alice)).toBe(false);

    // A channel's online list, per viewer: Chloé sees both; neither sees the other.
    const room = roomName('channel', await newChannel());
    const aliceAgain = await openAs(alice);
    await join(aliceAgain, room);
    await join(brunoSocket, room);
    const withChloe = (update: PresenceUpdate) => namesOf(update).includes(chloe.id);
    const seenByAlice = nextEvent(aliceAgain, 'presence:update', withChloe);
    const seenByBruno = nextEvent(brunoSocket, 'presence:update', withChloe);
    const seenByChloe = nextEvent(chloeSocket, 'presence:update', withChloe);
    await join(chloeSocket, room);
    expect(namesOf(await seenByChloe).sort()).toEqual([alice.id, bruno.id, chloe.id].sort());
    const aliceView = await seenByAlice;
    expect(namesOf(aliceView).sort()).toEqual([alice.id, chloe.id].sort());
    expect(aliceView.total).toBe(2);
    expect(namesOf(await seenByBruno).sort()).toEqual([bruno.id, chloe.id].sort());
  });

  it('closes their direct conversation room to a blocked pair: no re-joining, no typing either way', async () => {
    const [alice, bruno] = (await createSignedInMembers(t.app, 2, 'direct-bloc')) as unknown as [Member, Member];
    const conversationId = await directConversation(alice, bruno);
    const room = roomName('conversation', conversationId);
    await block(bruno, alice);
    const [aliceSocket, brunoSocket] = [await openAs(alice), await openAs(bruno)];

    expect(await join(aliceSocket, room)).toEqual({ ok: false, code: 'blocks.blocked' });
    expect(await join(brunoSocket, room)).toEqual({ ok: false, code: 'blocks.blocked' });
    expect(await emitRaw(aliceSocket, 'conversation:typing', { conversationId, typing: true })).toEqual({ ok: false, code: 'blocks.blocked' });
    expect(await emitRaw(brunoSocket, 'conversation:typing', { conversationId, typing: true })).toEqual({ ok: false, code: 'blocks.blocked' });
    expect(await t.app.io.in(room).fetchSockets()).toEqual([]);
  });

  it('takes both members out of their direct conversation room the moment one blocks the other', async () => {
    const [alice, bruno, chloe] = (await createSignedInMembers(t.app, 3, 'nouveau-bloc')) as unknown as [Member, Member, Member];
    const conversationId = await directConversation(alice, bruno);
    const groupId = await groupConversation(chloe, [alice, bruno]);
    const room = roomName('conversation', conversationId);
    const groupRoom = roomName('conversation', groupId);
    const [aliceSocket, brunoSocket] = [await openAs(alice), await openAs(bruno)];
    for (const socket of [aliceSocket, brunoSocket]) {
      expect(await join(socket, room)).toEqual({ ok: true, data: { room } });
      expect(await join(socket, groupRoom)).toEqual({ ok: true, data: { room: groupRoom } });
    }
    expect(await t.app.io.in(room).fetchSockets()).toHaveLength(2);

    await block(alice, bruno);
    await expect.poll(async () => (await t.app.io.in(room).fetchSockets()).length).toBe(0);
    // A group stays open to both: only what passes between the two of them is cut there.
    expect(await t.app.io.in(groupRoom).fetchSockets()).toHaveLength(2);
  });

  it('in a group, delivers neither typing nor read receipts between a blocked pair, and still to the others', async () => {
    const [alice, bruno, chloe] = (await createSignedInMembers(t.app, 3, 'groupe-bloc')) as unknown as [Member, Member, Member];
    const conversationId = await groupConversation(chloe, [alice, bruno]);
    const room = roomName('conversation', conversationId);
    const [aliceSocket, brunoSocket, chloeSocket] = [await openAs(alice), await openAs(bruno), await openAs(chloe)];
    for (const socket of [aliceSocket, brunoSocket, chloeSocket]) await join(socket, room);
    await block(alice, bruno);
    // What each hears of the other (their own receipts reach their own tabs, as always).
    const received = { alice: [] as string[], bruno: [] as string[] };
    const record = (socket: TestSocket, other: Member, into: string[]) => {
      const fromOther = ({ userId }: { userId: string }) => userId === other.id;
      socket.on('conversation:typing', (event: ServerEventPayload<'conversation:typing'>) => fromOther(event) && into.push('typing'));
      socket.on('conversation:read', (event: ServerEventPayload<'conversation:read'>) => fromOther(event) && into.push('read'));
    };
    record(aliceSocket, bruno, received.alice);
    record(brunoSocket, alice, received.bruno);

    for (const [from, socket] of [[alice, aliceSocket], [bruno, brunoSocket]] as const) {
      const typing = nextEvent(chloeSocket, 'conversation:typing', (event) => event.userId === from.id);
      // Accepted all the same: the group hears it, only the blocked pair does not.
      expect(await emitRaw(socket, 'conversation:typing', { conversationId, typing: true })).toEqual({ ok: true, data: { conversationId, typing: true } });
      await typing;
      const receipt = nextEvent(chloeSocket, 'conversation:read', (event) => event.userId === from.id);
      expect((await call('POST', `/api/conversations/${conversationId}/read`, from)).statusCode).toBe(200);
      await receipt;
    }
    await t.app.services.events.settled();
    await Promise.all([roundTrip(aliceSocket), roundTrip(brunoSocket)]);
    expect(received).toEqual({ alice: [], bruno: [] });
  });

  it('counts chat sends per member: a second socket does not bring a fresh budget', async () => {
    const [member] = (await createSignedInMembers(t.app, 1, 'bavarde')) as unknown as [Member];
    const channelId = await newChannel();
    const first = await openAs(member);
    const second = await openAs(member);
    const replies = await sayMany(first, channelId, REALTIME_LIMITS.sendsPerWindow);
    expect(replies.every((reply) => reply.ok)).toBe(true);
    expect(await say(second, channelId)).toEqual({ ok: false, code: 'http.rate_limited' });
    expect(await say(first, channelId)).toEqual({ ok: false, code: 'http.rate_limited' });
  });

  it('counts chat sends per pseudonym: two sockets with the same anonymous token share one budget', async () => {
    const channelId = await newChannel();
    const token = await anonymousToken(t.app, 'RenardPressé');
    const first = await open({ anonymousToken: token });
    const second = await open({ anonymousToken: token });
    const replies = await sayMany(first, channelId, REALTIME_LIMITS.sendsPerWindow);
    expect(replies.every((reply) => reply.ok)).toBe(true);
    expect(await say(second, channelId)).toEqual({ ok: false, code: 'http.rate_limited' });
    // Another pseudonym has a budget of their own.
    const other = await open({ anonymousToken: await anonymousToken(t.app, 'LouveCalme') });
    expect(await say(other, channelId)).toMatchObject({ ok: true });
  });
});

describe('realtime safety across two instances through Redis', () => {
  let available = false;
  let a: TestApp;
  let b: App;
  let baseA: string;
  let baseB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    available = await redisAvailableFor('the two-instance realtime safety tests');
    if (!available) return;
    a = await createTestApp('pglite', { REDIS_URL: redisUrl });
    // Instance B shares A's database, as two servers share one PostgreSQL.
    b = await createSecondInstance(a, redisUrl);
    baseA = await listenForSockets(a.app);
    baseB = await listenForSockets(b);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    if (b) await b.close();
    if (a) await a.close();
  });
  const openOn = async (baseUrl: string, member: Member) => {
    const socket = await openSocket(baseUrl, { cookie: member.cookie });
    sockets.push(socket);
    return socket;
  };

  it('takes the sockets a blocked pair holds on instance B out of their direct room when the block is made on A', async (context) => {
    if (!available) context.skip();
    const [alice, bruno] = (await createSignedInMembers(a.app, 2, 'bloc-cluster')) as unknown as [Member, Member];
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/conversations/direct',
      payload: { userId: bruno.id },
      headers: { ...JSON_HEADERS, cookie: alice.cookie },
    });
    const room = roomName('conversation', created.json().id as string);
    for (const member of [alice, bruno]) expect(await emitRaw(await openOn(baseB, member), 'room:join', room)).toEqual({ ok: true, data: { room } });
    expect(await b.io.local.in(room).fetchSockets()).toHaveLength(2);

    const blocked = await a.app.inject({ method: 'PUT', url: `/api/blocks/${bruno.id}`, headers: { cookie: alice.cookie } });
    expect(blocked.statusCode).toBe(200);
    await expect.poll(async () => (await b.io.local.in(room).fetchSockets()).length).toBe(0);
  });

  it('shares a member’s chat budget between their sockets on both instances', async (context) => {
    if (!available) context.skip();
    const [member] = (await createSignedInMembers(a.app, 1, 'bavard-cluster')) as unknown as [Member];
    const [row] = await a.app.db.insert(channels).values({ name: `cluster-${crypto.randomUUID().slice(0, 8)}` }).returning();
    const onA = await openOn(baseA, member);
    const onB = await openOn(baseB, member);
    const replies = await sayMany(onA, row!.id, REALTIME_LIMITS.sendsPerWindow);
    expect(replies.every((reply) => reply.ok)).toBe(true);
    expect(await say(onB, row!.id)).toEqual({ ok: false, code: 'http.rate_limited' });
  });
});
