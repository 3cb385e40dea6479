import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pushPayloadSchema, type NotificationKind } from '@la-meute/shared';
import { notifications, pushSubscriptions, user } from '../src/db/schema';
import type { StoredNotification } from '../src/modules/notifications/notification-delivery';
import { describeEachDatabase } from './helpers/databases';
import { startFakePushService, verifyVapidAuthorization, type FakePushService, type FakeSubscriber } from './helpers/fake-push-service';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
type Method = 'GET' | 'POST' | 'DELETE';
const SUBJECT = 'mailto:push-test@example.org';
const PUSH_URL = '/api/push/subscriptions';

describeEachDatabase('web push', (kind) => {
  let t: TestApp;
  let pushService: FakePushService;
  let members: Member[];
  let subscriberCount = 0;

  beforeAll(async () => {
    pushService = await startFakePushService();
    // The fake push service listens on loopback: the one address these tests allow the guard to reach.
    t = await createTestApp(kind, { VAPID_SUBJECT: SUBJECT, OUTBOUND_ALLOW_HOSTS: pushService.host });
    t.app.services.notificationDelivery.useTransport?.({ ca: pushService.certificate, timeoutMs: 5000 });
    members = await createSignedInMembers(t.app, 6, 'push');
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });
  beforeEach(() => {
    pushService.received.length = 0;
  });

  const member = (index: number) => members[index]!;
  const call = (method: Method, url: string, who?: Member, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(who ? { cookie: who.cookie } : {}) } });
  const newSubscriber = () => pushService.createSubscriber(`/push/device-${(subscriberCount += 1)}`);
  const subscribe = async (who: Member, subscriber: FakeSubscriber) => {
    const response = await call('POST', PUSH_URL, who, { endpoint: subscriber.endpoint, keys: subscriber.keys });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ subscribed: true });
  };
  const configOf = async (who: Member) => {
    const response = await call('GET', PUSH_URL, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { publicKey: string | null; subscribed: boolean };
  };
  /** A stored notification as the notifications service hands it to delivery. */
  const storeNotification = async (userId: string, options: { kind?: NotificationKind; link?: string; groupKey?: string | null } = {}) => {
    const [row] = await t.app.db
      .insert(notifications)
      .values({
        userId,
        kind: options.kind ?? 'post.liked',
        data: { postExcerpt: 'Bonjour la meute' },
        actorId: member(5).id,
        groupKey: options.groupKey === undefined ? 'post.liked:p1' : options.groupKey,
        link: options.link ?? '/post/p1',
      })
      .returning();
    const stored: StoredNotification = {
      id: row!.id,
      userId,
      kind: row!.kind as NotificationKind,
      data: row!.data as StoredNotification['data'],
      actor: { id: member(5).id, username: 'marie', displayName: 'Marie', avatarUrl: null },
      link: row!.link,
      groupKey: row!.groupKey,
      readAt: null,
      createdAt: row!.createdAt.toISOString(),
    };
    return stored;
  };
  const pushedAtOf = async (id: string) => (await t.app.db.select().from(notifications).where(eq(notifications.id, id)))[0]!.pushedAt;
  const delivery = () => t.app.services.notificationDelivery;

  it('keeps subscriptions for members only', async () => {
    const subscriber = newSubscriber();
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { endpoint: subscriber.endpoint, keys: subscriber.keys }],
      ['DELETE', { endpoint: subscriber.endpoint }],
    ] as const) {
      const response = await call(method, PUSH_URL, undefined, payload);
      expect(response.statusCode, `${method} ${response.body}`).toBe(401);
    }
  });

  it('gives the VAPID public key generated once into the data folder', async () => {
    const config = await configOf(member(0));
    const file = path.join(t.dataDir, 'vapid.json');
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string };
    expect(config.publicKey).toBe(stored.publicKey);
    expect(Buffer.from(config.publicKey!, 'base64url')).toHaveLength(65);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(config.subscribed).toBe(false);
  });

  it('subscribes a device, moves it to whoever subscribes it last, and unsubscribes only its owner', async () => {
    const [alice, bob] = [member(0), member(1)];
    const device = newSubscriber();
    await subscribe(alice, device);
    expect((await configOf(alice)).subscribed).toBe(true);

    // The same browser, now signed in as Bob: one row, Bob's.
    await subscribe(bob, device);
    const rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([bob.id]);
    expect((await configOf(alice)).subscribed).toBe(false);

    const notOwner = await call('DELETE', PUSH_URL, alice, { endpoint: device.endpoint });
    expect(notOwner.statusCode).toBe(404);
    expect(notOwner.json().code).toBe('push.subscription_not_found');
    const owner = await call('DELETE', PUSH_URL, bob, { endpoint: device.endpoint });
    expect(owner.statusCode).toBe(204);
    expect((await configOf(bob)).subscribed).toBe(false);
    expect((await call('DELETE', PUSH_URL, bob, { endpoint: device.endpoint })).statusCode).toBe(404);
  });

  it('refuses malformed subscriptions', async () => {
    const { keys, endpoint } = newSubscriber();
    for (const payload of [
      { endpoint: endpoint.replace('https://', 'http://'), keys },
      { endpoint: `${endpoint}\u0000x`, keys },
      { endpoint, keys: { ...keys, p256dh: 'not base64!' } },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint: 'javascript:alert(1)', keys },
      { endpoint: `${endpoint}/${'a'.repeat(2000)}`, keys },
    ]) {
      const response = await call('POST', PUSH_URL, member(0), payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await call('DELETE', PUSH_URL, member(0), { endpoint: 'http://push.example/x' })).statusCode).toBe(400);
    expect((await configOf(member(0))).subscribed).toBe(false);
  });

  it('lets through only the push service the operator allowed, not its neighbours on the same machine', async () => {
    const { keys } = newSubscriber();
    const { hostname, port } = new URL(pushService.origin);
    for (const endpoint of [`https://${hostname}:${Number(port) + 1}/x`, `https://localhost:${port}/x`, `https://${hostname}/x`]) {
      const response = await call('POST', PUSH_URL, member(0), { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().code, endpoint).toBe('push.endpoint_refused');
    }
    expect((await configOf(member(0))).subscribed).toBe(false);
  });

  it('sends an encrypted push signed with the VAPID key, in the member’s language', async () => {
    const [alice] = [member(2)];
    const device = newSubscriber();
    await subscribe(alice, device);
    const stored = await storeNotification(alice.id);

    delivery().push(stored, { delayMs: 20 });
    await delivery().settled();

    expect(pushService.received).toHaveLength(1);
    const push = pushService.received[0]!;
    expect(push.path).toBe(new URL(device.endpoint).pathname);
    const signer = verifyVapidAuthorization(push, pushService.origin, SUBJECT);
    expect(signer).toBe((await configOf(alice)).publicKey);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.body.toString('utf8')).not.toContain('Marie');
    const payload = pushPayloadSchema.parse(JSON.parse(device.decrypt(push.body)));
    expect(payload).toEqual({
      title: "J'aime",
      body: 'Marie a aimé votre publication « Bonjour la meute »',
      url: 'http://localhost:3000/post/p1',
      tag: 'post.liked:p1',
    });
    expect(await pushedAtOf(stored.id)).not.toBeNull();

    // In English for a member who reads the site in English; the tag falls back to the id.
    await t.app.db.update(user).set({ language: 'en' }).where(eq(user.id, alice.id));
    const english = await storeNotification(alice.id, { groupKey: null, link: '/forum/t1', kind: 'forum.replied' });
    delivery().push(english);
    await delivery().settled();
    const second = pushPayloadSchema.parse(JSON.parse(device.decrypt(pushService.received[1]!.body)));
    expect(second).toMatchObject({ body: 'Marie replied to your topic “Bonjour la meute”', url: 'http://localhost:3000/en/forum/t1', tag: english.id });

    // A decided report pushes its sentence only: the redress is the page's and the mail's, not a glance's.
    const decided = await storeNotification(alice.id, { groupKey: null, link: '/legal/dsa#reclamations', kind: 'report.decided' });
    delivery().push(decided);
    await delivery().settled();
    const third = JSON.parse(device.decrypt(pushService.received[2]!.body)) as Record<string, string>;
    expect(Object.keys(third).sort()).toEqual(['body', 'tag', 'title', 'url']);
    expect(third).toMatchObject({ title: 'Your report', body: 'Your report was reviewed.', url: 'http://localhost:3000/en/legal/dsa#reclamations' });
  });

  it('pushes what the notifications service stores: a like on the member’s post', async () => {
    const [author, liker] = [member(1), member(5)];
    const device = newSubscriber();
    await subscribe(author, device);
    const created = await call('POST', '/api/posts', author, { content: 'Sortie en forêt samedi' });
    expect(created.statusCode, created.body).toBe(201);
    const postId = (created.json() as { id: string }).id;
    expect((await call('POST', `/api/posts/${postId}/like`, liker)).statusCode).toBe(200);
    await t.app.services.events.settled();
    await delivery().settled();

    const pushes = pushService.received.filter((push) => push.path === new URL(device.endpoint).pathname);
    expect(pushes).toHaveLength(1);
    verifyVapidAuthorization(pushes[0]!, pushService.origin, SUBJECT);
    const payload = pushPayloadSchema.parse(JSON.parse(device.decrypt(pushes[0]!.body)));
    expect(payload).toMatchObject({ url: `http://localhost:3000/post/${postId}`, tag: `post.liked:${postId}` });
    expect(payload.body).toContain('a aimé votre publication « Sortie en forêt samedi »');
  });

  it('drops a message’s push when it was read before the delay ended', async () => {
    const bob = member(3);
    await subscribe(bob, newSubscriber());
    const readInTime = await storeNotification(bob.id, { kind: 'message.received', groupKey: 'conversation:c1', link: '/messages?conversation=c1' });

    delivery().push(readInTime, { delayMs: 300 });
    await t.app.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, readInTime.id));
    await delivery().settled();
    expect(pushService.received).toHaveLength(0);
    expect(await pushedAtOf(readInTime.id)).toBeNull();

    const unread = await storeNotification(bob.id, { kind: 'message.received', groupKey: 'conversation:c1' });
    delivery().push(unread, { delayMs: 300 });
    await delivery().settled();
    expect(pushService.received).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone, and keeps it on other errors', async () => {
    const carol = member(4);
    const expired = newSubscriber();
    const flaky = newSubscriber();
    const healthy = newSubscriber();
    for (const device of [expired, flaky, healthy]) await subscribe(carol, device);
    pushService.respondWith(new URL(expired.endpoint).pathname, 410);
    pushService.respondWith(new URL(flaky.endpoint).pathname, 500);

    delivery().push(await storeNotification(carol.id));
    await delivery().settled();

    expect(pushService.received).toHaveLength(3);
    const left = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, carol.id));
    expect(left.map((row) => row.endpoint).sort()).toEqual([flaky.endpoint, healthy.endpoint].sort());
    expect(left.find((row) => row.endpoint === healthy.endpoint)!.lastSuccessAt).not.toBeNull();
  });
});
