import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomName } from '@la-meute/shared';
import type { App } from '../src/app';
import { channels, messages, moderationLogs } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { redisAvailableFor, redisUrl } from './helpers/redis';
import { listenForSockets as listen, nextEvent, openSocket, type TestSocket } from './helpers/sockets';
import { createSecondInstance, createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

async function anonymousToken(app: App, pseudonym: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/anonymous',
    payload: { sessionId: crypto.randomUUID(), pseudonym },
    headers: JSON_HEADERS,
  });
  return response.json().token as string;
}

const join = (socket: TestSocket, room: string) => socket.emitWithAck('room:join', room);
const send = (socket: TestSocket, channelId: string, content: string) =>
  socket.emitWithAck('chat:send', { channelId, content, clientId: crypto.randomUUID() });

describeEachDatabase('realtime chat', (kind) => {
  let t: TestApp;
  let base: string;
  let channelId: string;
  let room: string;
  let member: { id: string; cookie: string };
  const sockets: TestSocket[] = [];
  const open = async (options: Parameters<typeof openSocket>[1] = {}) => {
    const socket = await openSocket(base, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t.app);
    const [row] = await t.app.db.insert(channels).values({ name: 'general', description: 'Général' }).returning();
    channelId = row!.id;
    room = roomName('channel', channelId);
    member = (await createSignedInMembers(t.app, 1, 'louve'))[0]!;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('lets a member and a pseudonym see each other live, and never sends the pseudonym’s identity', async () => {
    const memberSocket = await open({ cookie: member.cookie });
    const anonSocket = await open({ anonymousToken: await anonymousToken(t.app, 'RenardDiscret') });
    expect(await join(memberSocket, room)).toEqual({ ok: true, data: { room } });
    const presence = nextEvent(memberSocket, 'presence:update', (update) => update.members.length === 2);
    await join(anonSocket, room);
    const { members, room: presenceRoom } = await presence;
    expect(presenceRoom).toBe(room);
    expect(members).toContainEqual({ userId: null, name: 'RenardDiscret', avatarUrl: null, anonymous: true });
    expect(members).toContainEqual(expect.objectContaining({ userId: member.id, anonymous: false }));

    const seenByMember = nextEvent(memberSocket, 'chat:message');
    const ack = await send(anonSocket, channelId, 'Bonjour la meute !');
    expect(ack).toMatchObject({ ok: true, data: { status: 'delivered' } });
    const event = await seenByMember;
    expect(event.room).toBe(room);
    expect(event.message).toMatchObject({ content: 'Bonjour la meute !', pseudonym: 'RenardDiscret', author: null });
    expect(JSON.stringify(event)).not.toMatch(/@|email/i);

    const seenByAnon = nextEvent(anonSocket, 'chat:message');
    await send(memberSocket, channelId, 'Salut Renard');
    expect(await seenByAnon).toMatchObject({ room, message: { content: 'Salut Renard', author: { id: member.id } } });

    const history = (await t.app.inject({ method: 'GET', url: `/api/channels/${channelId}/messages` })).json();
    expect(history.messages.map((entry: { content: string }) => entry.content)).toEqual(['Bonjour la meute !', 'Salut Renard']);
    expect(history.messages[0].author).toBeNull();
  });

  it('keeps guests read-only', async () => {
    const guest = await open();
    expect(await join(guest, room)).toMatchObject({ ok: true });
    expect(await send(guest, channelId, 'Je peux parler ?')).toEqual({ ok: false, code: 'auth.required' });
    expect(await guest.emitWithAck('chat:like', { messageId: crypto.randomUUID() })).toEqual({ ok: false, code: 'auth.required' });
  });

  it('tells the sender a refused message was moderated, and neither stores nor broadcasts it', async () => {
    const sender = await open({ cookie: member.cookie });
    await join(sender, room);
    const before = (await t.app.db.select().from(messages)).length;
    const ack = await sender.emitWithAck('chat:send', { channelId, content: 'Espèce de connard', clientId: 'c-1' });
    expect(ack).toEqual({ ok: true, data: { status: 'moderated', clientId: 'c-1' } });
    expect((await t.app.db.select().from(messages)).length).toBe(before);
    const [log] = await t.app.db.select().from(moderationLogs).where(eq(moderationLogs.content, 'Espèce de connard'));
    expect(log).toMatchObject({ contentType: 'chat_message', reasons: ['insult'], source: 'local', userId: member.id });
  });

  it('limits a socket that sends 60 messages in 10 seconds', async () => {
    const flooder = await open({ anonymousToken: await anonymousToken(t.app, 'Bavard') });
    const acks = await Promise.all(Array.from({ length: 60 }, (_, index) => send(flooder, channelId, `Message numéro ${index} ${'x'.repeat(index)}`)));
    const limited = acks.filter((ack) => !ack.ok && ack.code === 'http.rate_limited').length;
    expect(limited).toBe(40);
  });

  it('stores likes, one per member, and tells the room', async () => {
    const liker = await open({ cookie: member.cookie });
    await join(liker, room);
    const { data } = (await send(liker, channelId, 'Aimez ce message')) as { ok: true; data: { status: 'delivered'; message: { id: string } } };
    const broadcast = nextEvent(liker, 'chat:likes');
    expect(await liker.emitWithAck('chat:like', { messageId: data.message.id })).toEqual({
      ok: true,
      data: { messageId: data.message.id, likesCount: 1, liked: true },
    });
    expect(await broadcast).toEqual({ room, messageId: data.message.id, likesCount: 1 });
    expect(await liker.emitWithAck('chat:like', { messageId: data.message.id })).toMatchObject({ data: { likesCount: 0, liked: false } });
  });

  it('refuses unknown rooms, conversations, bad payloads and other origins', async () => {
    const socket = await open({ cookie: member.cookie });
    expect(await join(socket, roomName('channel', crypto.randomUUID()))).toEqual({ ok: false, code: 'auth.forbidden' });
    expect(await join(socket, roomName('conversation', crypto.randomUUID()))).toEqual({ ok: false, code: 'auth.forbidden' });
    // Not a room name at all: refused by the protocol's schema before any policy is asked.
    expect(await join(socket, 'channel:../../etc')).toEqual({ ok: false, code: 'validation.invalid' });
    expect(await send(socket, channelId, '   ')).toEqual({ ok: false, code: 'chat.empty' });
    expect(await send(socket, channelId, 'x'.repeat(2001))).toEqual({ ok: false, code: 'chat.too_long' });
    await expect(openSocket(base, { origin: 'https://evil.example' })).rejects.toThrow();
  });
});

describe('realtime across two instances through Redis', () => {
  let available = false;
  let a: TestApp;
  let b: App;
  let baseA: string;
  let baseB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    available = await redisAvailableFor('the two-instance realtime tests');
    if (!available) return;
    a = await createTestApp('pglite', { REDIS_URL: redisUrl });
    // Instance B shares A's database, as two servers share one PostgreSQL.
    b = await createSecondInstance(a, redisUrl);
    baseA = await listen(a.app);
    baseB = await listen(b);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    if (b) await b.close();
    if (a) await a.close();
  });

  it('delivers a message sent on instance A to a client on instance B', async (context) => {
    if (!available) context.skip();
    const [row] = await a.app.db.insert(channels).values({ name: `redis-${Date.now()}` }).returning();
    const room = roomName('channel', row!.id);
    const onA = await openSocket(baseA, { anonymousToken: await anonymousToken(a.app, 'LoupA') });
    const onB = await openSocket(baseB, { anonymousToken: await anonymousToken(b, 'LoupB') });
    sockets.push(onA, onB);
    await join(onA, room);
    await join(onB, room);
    const received = nextEvent(onB, 'chat:message');
    await send(onA, row!.id, 'Par-delà les serveurs');
    expect(await received).toMatchObject({ room, message: { content: 'Par-delà les serveurs', pseudonym: 'LoupA' } });
  });

  it('closes the sockets a member holds on instance B when they sign out on instance A', async (context) => {
    if (!available) context.skip();
    const [member] = await createSignedInMembers(a.app, 1, 'deux-serveurs');
    const onB = await openSocket(baseB, { cookie: member!.cookie });
    sockets.push(onB);
    // The session watch would close it too, but silently: this notice only comes through the member room.
    // Other member events (the daily sign-in XP) may arrive first: wait for this one.
    const told = nextEvent(onB, 'member:event', ({ event }) => event.type === 'session.ended');
    const closed = new Promise<string>((resolve) => onB.once('disconnect', resolve));
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: member!.cookie } });
    expect(out.statusCode).toBe(200);
    expect(await told).toEqual({ room: roomName('member', member!.id), event: { type: 'session.ended' } });
    expect(await closed).toBe('io server disconnect');
  });
});
