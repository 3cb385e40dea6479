import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomName } from '@la-meute/shared';
import { startCluster, type Cluster } from '../../../scripts/lib/cluster.mjs';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { channels, conversationMessages } from '../src/db/schema';
import { hashPassword } from '../src/lib/password-hash';
import { RETENTION_FIRST_RUN_MS } from '../src/plugins/app/scheduled-jobs';
import { createPostgresTestDatabase } from './helpers/databases';
import { redisAvailableFor, redisUrl } from './helpers/redis';
import { nextEvent, openSocket, type TestSocket } from './helpers/sockets';
import { cookieHeader } from './helpers/test-app';

/**
 * Two real instances (`npm start`'s server, each its own process) on one PostgreSQL and
 * one Redis behind HAProxy, as `npm run start:cluster` runs them. What one instance does, the other's
 * clients see; limits count across both; killing one loses no acknowledged write.
 */
const PASSWORD = 'membre-de-grappe-42';
type Member = { id: string; cookie: string };

const postgresReady = Boolean(process.env.DATABASE_URL_TEST);
if (!postgresReady) {
  if (process.env.CI === 'true') throw new Error('DATABASE_URL_TEST is not set: CI must run the cluster tests.');
  console.warn('\n⚠️  DATABASE_URL_TEST is not set: the cluster tests are NOT run.\n');
}

describe.runIf(postgresReady)('Two instances behind HAProxy', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let dropDatabase: () => Promise<void>;
  let origin: string;
  let redisReady = false;
  const sockets: TestSocket[] = [];
  let addressCounter = 0;
  // Each request from its own client address: the instances trust the proxy's (here our) X-Forwarded-For.
  const nextAddress = () => `10.17.${(addressCounter >> 8) & 255}.${(addressCounter++ & 255) + 1}`;

  async function call(base: string, method: string, url: string, options: { cookie?: string; body?: object; address?: string } = {}) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin,
        'x-forwarded-for': options.address ?? nextAddress(),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text, json: () => JSON.parse(text) as Record<string, unknown>, setCookie: response.headers.getSetCookie() };
  }

  async function createMembers(howMany: number): Promise<Member[]> {
    const hash = await hashPassword(PASSWORD);
    const members: Member[] = [];
    for (let index = 0; index < howMany; index += 1) {
      const email = `grappe-${crypto.randomBytes(4).toString('hex')}@example.org`;
      const id = await insertVerifiedMember(database.db, { email, name: `Grappe ${index}`, passwordHash: hash });
      // Signed in on the first instance; the session works on both (one database, one secret).
      const response = await call(cluster.instances[0]!.url, 'POST', '/api/auth/sign-in', { body: { email, password: PASSWORD } });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.body}`);
      members.push({ id, cookie: cookieHeader(response.setCookie) });
    }
    return members;
  }

  async function socketOn(base: string, member: Member) {
    const socket = await openSocket(base, { cookie: member.cookie, origin });
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    redisReady = await redisAvailableFor('the cluster tests');
    if (!redisReady) return;
    const created = await createPostgresTestDatabase();
    dropDatabase = created.drop;
    // Below the kernel's range for outgoing connections (32768 and up): the suite's own database and
    // Redis connections take local ports there, and one of them held an instance's port twice.
    const port = 20_000 + crypto.randomInt(0, 10_000);
    // The instances migrate the new database themselves, both at once (the migration lock).
    // 'debug': the test reads each instance's retention tick, the run and the claim found taken.
    cluster = await startCluster({ port, databaseUrl: created.url, redisUrl, output: 'pipe', env: { LOG_LEVEL: 'debug' } });
    origin = cluster.url;
    database = await openDatabase({ kind: 'postgres', url: created.url });
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await cluster?.stop();
    await database?.close();
    await dropDatabase?.();
  }, 60_000);

  it('delivers a chat message sent on one instance to a member connected to the other', async (context) => {
    if (!redisReady) context.skip();
    const [alice, bruno] = await createMembers(2);
    const [channel] = await database.db.insert(channels).values({ name: `grappe-${Date.now()}` }).returning();
    const room = roomName('channel', channel!.id);
    const onFirst = await socketOn(cluster.instances[0]!.url, alice!);
    const onSecond = await socketOn(cluster.instances[1]!.url, bruno!);
    expect(await onFirst.emitWithAck('room:join', room)).toMatchObject({ ok: true });
    const bothOnline = nextEvent(onFirst, 'presence:update', (update) => update.room === room && update.total === 2);
    expect(await onSecond.emitWithAck('room:join', room)).toMatchObject({ ok: true });
    // Presence counts the sockets of both instances.
    expect((await bothOnline).members.map((entry) => entry.userId).sort()).toEqual([alice!.id, bruno!.id].sort());
    const received = nextEvent(onSecond, 'chat:message');
    const sent = await onFirst.emitWithAck('chat:send', { channelId: channel!.id, content: 'Bonjour de la première instance', clientId: crypto.randomUUID() });
    expect(sent).toMatchObject({ ok: true });
    expect(await received).toMatchObject({ room, message: { content: 'Bonjour de la première instance' } });
  });

  it("keeps a channel's online list across instances as members join and leave on either", async (context) => {
    if (!redisReady) context.skip();
    const [alice, bruno, chloe] = await createMembers(3);
    const [channel] = await database.db.insert(channels).values({ name: `liste-${Date.now()}` }).returning();
    const room = roomName('channel', channel!.id);
    const onFirst = await socketOn(cluster.instances[0]!.url, alice!);
    expect(await onFirst.emitWithAck('room:join', room)).toMatchObject({ ok: true });
    const onSecond = await socketOn(cluster.instances[1]!.url, bruno!);
    const alsoSecond = await socketOn(cluster.instances[1]!.url, chloe!);
    const three = nextEvent(onFirst, 'presence:update', (update) => update.room === room && update.total === 3);
    expect(await onSecond.emitWithAck('room:join', room)).toMatchObject({ ok: true });
    expect(await alsoSecond.emitWithAck('room:join', room)).toMatchObject({ ok: true });
    expect((await three).members.map((entry) => entry.userId).sort()).toEqual([alice!.id, bruno!.id, chloe!.id].sort());
    // Bruno closes his tab on the second instance: the list seen on the first loses him alone.
    const two = nextEvent(onFirst, 'presence:update', (update) => update.room === room && update.total === 2);
    onSecond.disconnect();
    expect((await two).members.map((entry) => entry.userId).sort()).toEqual([alice!.id, chloe!.id].sort());
    // Alice leaves the room on the first: Chloe, on the second, sees herself alone.
    const alone = nextEvent(alsoSecond, 'presence:update', (update) => update.room === room && update.total === 1);
    expect(await onFirst.emitWithAck('room:leave', room)).toMatchObject({ ok: true });
    expect((await alone).members.map((entry) => entry.userId)).toEqual([chloe!.id]);
  });

  it('delivers a direct message and its notification across instances', async (context) => {
    if (!redisReady) context.skip();
    const [alice, bruno] = await createMembers(2);
    const [first, second] = [cluster.instances[0]!.url, cluster.instances[1]!.url];
    const conversation = await call(first, 'POST', '/api/conversations/direct', { cookie: alice!.cookie, body: { userId: bruno!.id } });
    expect(conversation.status, conversation.body).toBeLessThan(300);
    const conversationId = conversation.json().id as string;

    // Bruno reads on the second instance, in the conversation: the message arrives live.
    const inConversation = await socketOn(second, bruno!);
    expect(await inConversation.emitWithAck('room:join', roomName('conversation', conversationId))).toMatchObject({ ok: true });
    const message = nextEvent(inConversation, 'conversation:message');
    const written = await call(first, 'POST', `/api/conversations/${conversationId}/messages`, { cookie: alice!.cookie, body: { content: 'Un message qui traverse' } });
    expect(written.status, written.body).toBe(201);
    expect(await message).toMatchObject({ message: { id: written.json().id, content: 'Un message qui traverse' } });

    // Alice, on the second instance, is notified of a like Bruno gives on the first.
    const post = await call(second, 'POST', '/api/posts', { cookie: alice!.cookie, body: { content: 'Une publication partagée entre instances' } });
    expect(post.status, post.body).toBe(201);
    const aliceSocket = await socketOn(second, alice!);
    const notified = nextEvent(aliceSocket, 'member:event', ({ event }) => event.type === 'notification' && event.notification.kind === 'post.liked');
    expect((await call(first, 'POST', `/api/posts/${post.json().id as string}/like`, { cookie: bruno!.cookie })).status).toBe(200);
    expect(await notified).toMatchObject({ room: roomName('member', alice!.id), event: { type: 'notification', notification: { kind: 'post.liked' } } });
  });

  it('refuses at once on one instance a session signed out on the other', async (context) => {
    if (!redisReady) context.skip();
    const [member] = await createMembers(1);
    const [first, second] = [cluster.instances[0]!.url, cluster.instances[1]!.url];
    // Read on the second instance first, so it has the session cached.
    expect((await call(second, 'GET', '/api/conversations', { cookie: member!.cookie })).status).toBe(200);
    expect((await call(first, 'POST', '/api/auth/sign-out', { cookie: member!.cookie })).status).toBe(200);
    expect((await call(second, 'GET', '/api/conversations', { cookie: member!.cookie })).status).toBe(401);
  });

  it('counts a rate limit across both instances', async (context) => {
    if (!redisReady) context.skip();
    const email = `inconnu-${crypto.randomBytes(4).toString('hex')}@example.org`;
    // The sign-in budget is 10 attempts a minute per email: 5 on each instance, then one more.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const base = cluster.instances[attempt % 2]!.url;
      statuses.push((await call(base, 'POST', '/api/auth/sign-in', { body: { email, password: 'pas-le-bon-mot' } })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('runs a scheduled job once, though both instances tick for it', async (context) => {
    if (!redisReady) context.skip();
    const count = (log: string, ...parts: string[]) => log.split('\n').filter((line) => parts.every((part) => line.includes(part))).length;
    const ticks = () =>
      cluster.instances.map(({ state }) => ({
        ran: count(state.log!, 'Retention purge done'),
        claimedElsewhere: count(state.log!, 'Scheduled job already claimed', '"job":"retention"'),
      }));
    // Both instances started together, so their first retention ticks come within moments of each
    // other: one runs the purge, the other finds the period claimed.
    await expect.poll(() => ticks().reduce((sum, { ran, claimedElsewhere }) => sum + ran + claimedElsewhere, 0), { timeout: RETENTION_FIRST_RUN_MS + 20_000 }).toBe(2);
    expect(ticks().map(({ ran }) => ran).sort()).toEqual([0, 1]);
    expect(ticks().map(({ claimedElsewhere }) => claimedElsewhere).sort()).toEqual([0, 1]);
  }, 60_000);

  it('loses no acknowledged write when an instance is killed during a write load, and clients move to the other', async (context) => {
    if (!redisReady) context.skip();
    const [alice, bruno] = await createMembers(2);
    const proxy = cluster.proxyUrl;
    const conversation = await call(proxy, 'POST', '/api/conversations/direct', { cookie: alice!.cookie, body: { userId: bruno!.id } });
    const conversationId = conversation.json().id as string;
    const room = roomName('conversation', conversationId);

    // Bruno's client through the proxy reconnects by itself and joins its room again, as the web app does.
    const live = await openSocket(proxy, { cookie: bruno!.cookie, origin, reconnection: true });
    sockets.push(live);
    const rejoins: unknown[] = [];
    live.on('connect', () => void live.emitWithAck('room:join', room).then((ack) => rejoins.push(ack), (error: unknown) => rejoins.push(String(error))));
    expect(await live.emitWithAck('room:join', room)).toMatchObject({ ok: true });

    // Writes through the proxy, 8 at a time; the first instance dies with SIGKILL a moment in.
    const acknowledged: string[] = [];
    let failed = 0;
    let next = 0;
    let acknowledgedAfterKill = 0;
    let writesLeftAtKill = 0;
    const victim = cluster.instances[0]!;
    const killer = setTimeout(() => {
      writesLeftAtKill = 240 - next;
      victim.child.kill('SIGKILL');
    }, 400);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < 240) {
          const index = next++;
          try {
            const response = await call(proxy, 'POST', `/api/conversations/${conversationId}/messages`, { cookie: alice!.cookie, body: { content: `Écriture ${index}` } });
            if (response.status === 201) {
              acknowledged.push(response.json().id as string);
              if (victim.state.exited) acknowledgedAfterKill += 1;
            } else failed += 1;
          } catch {
            failed += 1;
          }
        }
      }),
    );
    clearTimeout(killer);
    await expect.poll(() => victim.state.exited, { timeout: 10_000 }).toBe(true);
    expect(victim.state.signal).toBe('SIGKILL');
    // The kill came in the middle of the load, and the other instance took the rest.
    expect(writesLeftAtKill).toBeGreaterThan(0);
    expect(acknowledgedAfterKill).toBeGreaterThan(0);

    // Every acknowledged write is in the database.
    const rows = await database.db.select({ id: conversationMessages.id }).from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId));
    const stored = new Set(rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBeLessThanOrEqual(240);
    expect(acknowledged.length + failed).toBe(240);

    // The surviving instance serves Bruno's reconnected client live. On a loaded machine the
    // proxy may still try the dead instance for a while and the survivor may be slow to answer:
    // each try is kept, so a failure says which part did not come back.
    await expect.poll(() => live.connected, { timeout: 15_000 }).toBe(true);
    const tries: { connected: boolean; status: number | string; delivered: boolean }[] = [];
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && !tries.some((entry) => entry.delivered)) {
      const received = nextEvent(live, 'conversation:message', (event) => event.message.content === 'Toujours là', 3000).then(
        () => true,
        () => false,
      );
      const status = await call(proxy, 'POST', `/api/conversations/${conversationId}/messages`, { cookie: alice!.cookie, body: { content: 'Toujours là' } }).then(
        (response) => response.status,
        (error: unknown) => String(error),
      );
      tries.push({ connected: live.connected, status, delivered: await received });
    }
    expect(tries.some((entry) => entry.delivered), JSON.stringify({ tries, rejoins })).toBe(true);
  }, 120_000);
});
