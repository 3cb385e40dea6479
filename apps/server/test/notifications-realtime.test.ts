import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { roomName, type MemberEvent, type ServerEventPayload } from '@la-meute/shared';
import { notifications } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { emitRaw, listenForSockets, openSocket, type TestSocket } from './helpers/sockets';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

// The bell follows across tabs; a message read as it arrives notifies nobody.
describeEachDatabase('notifications live', (kind) => {
  let t: TestApp;
  let base: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenForSockets(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const post = (url: string, cookie: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, headers: { ...JSON_HEADERS, cookie } });

  it('tells the member’s other tabs that they read their notifications, and the new ones', async () => {
    const [member, other] = await createSignedInMembers(t.app, 2, 'bell');
    const heard: MemberEvent[] = [];
    const socket = await openSocket(base, { cookie: member!.cookie });
    sockets.push(socket);
    socket.on('member:event', ({ event }: ServerEventPayload<'member:event'>) => void heard.push(event));
    await t.app.services.notifications.notify({ userId: member!.id, kind: 'post.liked', actorId: other!.id, data: {}, groupKey: 'post.liked:x' });
    await expect.poll(() => heard.map((event) => event.type)).toContain('notification');
    expect((await post('/api/notifications/read', member!.cookie)).statusCode).toBe(200);
    await expect.poll(() => heard.map((event) => event.type)).toContain('notifications.read');
  });

  it('does not notify a message to a member who has the conversation open', async () => {
    const [alice, bruno] = await createSignedInMembers(t.app, 2, 'vue');
    const created = await post('/api/conversations/direct', alice!.cookie, { userId: bruno!.id });
    const conversationId = created.json().id as string;
    const socket = await openSocket(base, { cookie: bruno!.cookie });
    sockets.push(socket);
    expect(await emitRaw(socket, 'room:join', roomName('conversation', conversationId))).toMatchObject({ ok: true });
    expect((await post(`/api/conversations/${conversationId}/messages`, alice!.cookie, { content: 'Tu lis ?' })).statusCode).toBe(201);
    await t.app.services.events.settled();
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, bruno!.id))).toEqual([]);

    socket.close();
    await expect.poll(async () => (await t.app.io.in(roomName('conversation', conversationId)).fetchSockets()).length).toBe(0);
    expect((await post(`/api/conversations/${conversationId}/messages`, alice!.cookie, { content: 'Plus là ?' })).statusCode).toBe(201);
    await t.app.services.events.settled();
    const stored = await t.app.db.select().from(notifications).where(eq(notifications.userId, bruno!.id));
    expect(stored.map((row) => row.kind)).toEqual(['message.received']);
  });
});
