import { afterAll, beforeAll, expect, it } from 'vitest';
import { roomName, type ServerToClientEvents } from '@la-meute/shared';
import { channels, messageLikes, messages } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { emitRaw, listenForSockets, nextEvent, openSocket, type TestSocket } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Every event of these kinds a socket receives, in order. */
function record(socket: TestSocket, events: (keyof ServerToClientEvents)[]) {
  const seen: { event: string; payload: unknown }[] = [];
  for (const event of events) socket.on(event, ((payload: unknown) => seen.push({ event, payload })) as never);
  return seen;
}

const disconnection = (socket: TestSocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

describeEachDatabase('realtime protocol and member rooms', (kind) => {
  let t: TestApp;
  let base: string;
  let channelId: string;
  let room: string;
  const sockets: TestSocket[] = [];
  const open = async (options: Parameters<typeof openSocket>[1] = {}) => {
    const socket = await openSocket(base, options);
    sockets.push(socket);
    return socket;
  };
  const count = async () => ({
    messages: (await t.app.db.select().from(messages)).length,
    likes: (await t.app.db.select().from(messageLikes)).length,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenForSockets(t.app);
    const [row] = await t.app.db.insert(channels).values({ name: 'general', description: 'Général' }).returning();
    channelId = row!.id;
    room = roomName('channel', channelId);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('answers every payload that fails its schema with a machine code, and neither stores nor broadcasts it', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'mefiante');
    const sender = await open({ cookie: member!.cookie });
    const watcher = await open();
    await emitRaw(sender, 'room:join', room);
    await emitRaw(watcher, 'room:join', room);
    const first = nextEvent(watcher, 'chat:message');
    const { data } = (await emitRaw(sender, 'chat:send', { channelId, content: 'Un vrai message', clientId: 'ok-1' })) as {
      data: { message: { id: string } };
    };
    await first;
    const seen = record(watcher, ['chat:message', 'chat:likes']);
    const before = await count();

    const refused: [string, unknown][] = [
      ['chat:send', 42],
      ['chat:send', 'Bonjour la meute'],
      ['chat:send', null],
      ['chat:send', [channelId, 'Bonjour']],
      ['chat:send', { channelId: 'pas-un-uuid', content: 'Bonjour', clientId: 'c-1' }],
      ['chat:send', { channelId, content: 42, clientId: 'c-2' }],
      ['chat:send', { channelId, content: 'Sans identifiant' }],
      ['chat:send', { channelId, content: 'Médias', clientId: 'c-3', mediaUrls: 'https://exemple.org/a.png' }],
      ['chat:like', {}],
      ['chat:like', { messageId: 42 }],
      ['chat:like', { messageId: 'pas-un-uuid' }],
      ['chat:like', data.message.id],
      ['room:join', 42],
      ['room:join', {}],
      ['room:join', `${room}x`],
      ['room:join', roomName('member', member!.id)],
      ['room:leave', { room }],
      ['room:leave', roomName('member', member!.id)],
    ];
    for (const [event, payload] of refused) {
      expect({ event, payload, reply: await emitRaw(sender, event, payload) }).toEqual({
        event,
        payload,
        reply: { ok: false, code: 'validation.invalid' },
      });
    }
    // An emit with a callback but no payload is answered too, not left hanging.
    expect(await emitRaw(sender, 'chat:send')).toEqual({ ok: false, code: 'validation.invalid' });
    // A schema that names its own error says so.
    expect(await emitRaw(sender, 'chat:send', { channelId, content: 'x'.repeat(2001), clientId: 'c-4' })).toEqual({
      ok: false,
      code: 'chat.too_long',
    });

    expect(await count()).toEqual(before);
    // Events reach a socket in order: once this like and message arrive, nothing came before them.
    expect(await emitRaw(sender, 'chat:like', { messageId: data.message.id })).toMatchObject({ ok: true });
    const sentinel = nextEvent(watcher, 'chat:message', (event) => event.message.content === 'Le dernier');
    await emitRaw(sender, 'chat:send', { channelId, content: 'Le dernier', clientId: 'ok-2' });
    await sentinel;
    expect(seen.map(({ event }) => event)).toEqual(['chat:likes', 'chat:message']);
  });

  it('survives emits without an acknowledgement, or with something else in its place', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'distraite');
    const socket = await open({ cookie: member!.cookie });
    expect(await emitRaw(socket, 'room:join', room)).toEqual({ ok: true, data: { room } });
    const before = await count();
    const handled = nextEvent(socket, 'chat:message', (event) => event.message.content === 'Sans réponse attendue');
    const untyped = socket as unknown as { emit: (event: string, ...args: unknown[]) => void };
    untyped.emit('chat:send', 42);
    untyped.emit('chat:like', {});
    untyped.emit('room:leave', room, 'pas-une-fonction');
    untyped.emit('room:join', room);
    untyped.emit('chat:send', { channelId, content: 'Sans réponse attendue', clientId: 'c-5' }, 'pas-une-fonction');
    // The valid message without a callback was handled all the same, and the socket still answers.
    await handled;
    expect(socket.connected).toBe(true);
    expect(await emitRaw(socket, 'room:join', room)).toEqual({ ok: true, data: { room } });
    expect((await count()).messages).toBe(before.messages + 1);
  });

  it('sends what is meant for a member to every socket of theirs, and to nobody else', async () => {
    const [member, other] = await createSignedInMembers(t.app, 2, 'multi-onglets');
    const firstTab = await open({ cookie: member!.cookie });
    const secondTab = await open({ cookie: member!.cookie });
    const otherSocket = await open({ cookie: other!.cookie });
    const seenByOther = record(otherSocket, ['member:event']);
    // Trying to leave one's own member room is refused: a ban must still reach this socket.
    expect(await emitRaw(secondTab, 'room:leave', roomName('member', member!.id))).toEqual({ ok: false, code: 'validation.invalid' });

    const memberRoom = roomName('member', member!.id);
    const inFirst = nextEvent(firstTab, 'member:event');
    const inSecond = nextEvent(secondTab, 'member:event');
    t.app.io.to(memberRoom).emit('member:event', { room: memberRoom, event: { type: 'session.ended' } });
    expect(await inFirst).toEqual({ room: memberRoom, event: { type: 'session.ended' } });
    expect(await inSecond).toEqual({ room: memberRoom, event: { type: 'session.ended' } });

    const otherRoom = roomName('member', other!.id);
    const ownEvent = nextEvent(otherSocket, 'member:event');
    t.app.io.to(otherRoom).emit('member:event', { room: otherRoom, event: { type: 'session.ended' } });
    await ownEvent;
    expect(seenByOther.map(({ payload }) => payload)).toEqual([{ room: otherRoom, event: { type: 'session.ended' } }]);
  });

  it('closes every socket of a member who signs out, telling them why first, and no one else’s', async () => {
    const [member, other] = await createSignedInMembers(t.app, 2, 'sortante');
    const tabs = [await open({ cookie: member!.cookie }), await open({ cookie: member!.cookie })];
    const otherSocket = await open({ cookie: other!.cookie });
    const told = tabs.map((tab) => nextEvent(tab, 'member:event'));
    const closed = tabs.map(disconnection);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: member!.cookie } });
    expect(out.statusCode).toBe(200);
    const memberRoom = roomName('member', member!.id);
    expect(await Promise.all(told)).toEqual([
      { room: memberRoom, event: { type: 'session.ended' } },
      { room: memberRoom, event: { type: 'session.ended' } },
    ]);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(otherSocket.connected).toBe(true);
  });

  it('closes a member’s sockets when all their sessions are revoked, although the sessions still exist', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'bannie');
    const socket = await open({ cookie: member!.cookie });
    const told = nextEvent(socket, 'member:event');
    const closed = disconnection(socket);
    // As a ban will: the session rows stay, so the session watch alone would never close this socket.
    t.app.sessions.revokeMember(member!.id);
    expect(await told).toEqual({ room: roomName('member', member!.id), event: { type: 'session.ended' } });
    expect(await closed).toBe('io server disconnect');
  });
});
