import dns from 'node:dns';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { notifications, pushSubscriptions } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { startFakePushService, type FakePushService } from './helpers/fake-push-service';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
const PUSH_URL = '/api/push/subscriptions';

/** Names a member could register, answered by DNS with addresses inside the server's network. */
const HOSTILE_DNS: Record<string, { address: string; family: number }[]> = {
  'push.rebinding.example': [{ address: '127.0.0.1', family: 4 }],
  'push.metadata.example': [
    { address: '93.184.216.34', family: 4 },
    { address: '169.254.169.254', family: 4 },
  ],
  'push.mapped.example': [{ address: '::ffff:10.0.0.7', family: 6 }],
};

describeEachDatabase('addresses members give the server to contact', (kind) => {
  let t: TestApp;
  let internal: FakePushService;
  let members: Member[];

  beforeAll(async () => {
    // A service on the server's own loopback, as an attacker would aim at: it must never see a connection.
    internal = await startFakePushService();
    t = await createTestApp(kind);
    members = await createSignedInMembers(t.app, 2, 'ssrf');
    const systemLookup = dns.promises.lookup.bind(dns.promises);
    vi.spyOn(dns.promises, 'lookup').mockImplementation((async (hostname: string, options: dns.LookupAllOptions) =>
      HOSTILE_DNS[hostname] ?? systemLookup(hostname, options)) as typeof dns.promises.lookup);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
    await internal.close();
  });
  afterEach(() => {
    internal.connections.count = 0;
  });

  const member = (index: number) => members[index]!;
  const subscribe = (who: Member, endpoint: string) =>
    t.app.inject({
      method: 'POST',
      url: PUSH_URL,
      payload: { endpoint, keys: internal.createSubscriber('/x').keys },
      headers: { ...JSON_HEADERS, cookie: who.cookie },
    });
  const rowsOf = (who: Member) => t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id));
  const port = () => new URL(internal.origin).port;

  it('refuses a push endpoint that points inside the server’s own network, and keeps nothing', async () => {
    const alice = member(0);
    for (const endpoint of [
      'https://127.0.0.1:9443/x',
      `${internal.origin}/wpush/alice`,
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/x',
      'https://192.168.1.1/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fd00::1]/x',
      'https://2130706433/x',
      `https://localhost:${port()}/x`,
      'https://metadata.google.internal/computeMetadata/v1/',
      `https://push.rebinding.example:${port()}/x`,
      'https://push.metadata.example/x',
      'https://push.mapped.example/x',
    ]) {
      const response = await subscribe(alice, endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().code, endpoint).toBe('push.endpoint_refused');
    }
    expect(await rowsOf(alice)).toHaveLength(0);
    expect(internal.connections.count).toBe(0);
  });

  it('never connects to a stored endpoint that now leads inside the network, and forgets it', async () => {
    const bob = member(1);
    // Rows as an earlier version (or a name that answered a public address back then) left them.
    await t.app.db.insert(pushSubscriptions).values(
      [`${internal.origin}/wpush/bob`, `https://push.rebinding.example:${port()}/wpush/bob`].map((endpoint) => ({
        userId: bob.id,
        endpoint,
        ...internal.createSubscriber('/wpush/bob').keys,
      })),
    );
    const [stored] = await t.app.db
      .insert(notifications)
      .values({ userId: bob.id, kind: 'post.liked', data: { postExcerpt: 'Bonjour' }, actorId: member(0).id, link: '/post/p1' })
      .returning();
    const delivery = t.app.services.notificationDelivery;

    delivery.push({
      id: stored!.id,
      userId: bob.id,
      kind: 'post.liked',
      data: { postExcerpt: 'Bonjour' },
      actor: { id: member(0).id, username: 'alice', displayName: 'Alice', avatarUrl: null },
      link: '/post/p1',
      groupKey: null,
      readAt: null,
      createdAt: stored!.createdAt.toISOString(),
    });
    await delivery.settled();

    expect(internal.connections.count).toBe(0);
    expect(internal.received).toHaveLength(0);
    expect(await rowsOf(bob)).toHaveLength(0);
    expect((await t.app.db.select().from(notifications).where(eq(notifications.id, stored!.id)))[0]!.pushedAt).toBeNull();
  });
});

describe('OUTBOUND_ALLOW_HOSTS', () => {
  it('takes exact host:port pairs, and refuses anything looser at boot', () => {
    expect(loadConfig({}).outbound.allowHosts).toEqual([]);
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1:9443, [::1]:8443' }).outbound.allowHosts).toEqual(['127.0.0.1:9443', '[::1]:8443']);
    for (const value of ['127.0.0.1', '10.0.0.0/8:443', 'https://push.local:443', '*:443']) {
      expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: value }), value).toThrow(ConfigError);
    }
  });
});
