import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { moderationLogs } from '../src/db/schema';
import { createEventBus } from '../src/lib/event-bus';
import { connectRedis } from '../src/lib/redis-broadcast';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { redisAvailableFor, redisUrl } from './helpers/redis';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

const at = () => new Date().toISOString();

function fakeLogger() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
}

async function waitFor(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('domain-event bus', () => {
  it('runs every subscriber of an event, and a failing one neither stops the others nor the emitter', async () => {
    const logger = fakeLogger();
    const bus = await createEventBus({ redis: await connectRedis({ redisUrl: undefined, logger }), logger });
    const seen: string[] = [];
    bus.on('post.created', () => {
      throw new Error('subscriber broke');
    });
    bus.on('post.created', ({ postId }) => void seen.push(postId));
    bus.on('post.deleted', ({ postId }) => void seen.push(`deleted ${postId}`));
    expect(() => bus.emit('post.created', { postId: 'p1', authorId: 'a1', at: at() })).not.toThrow();
    await bus.settled();
    expect(seen).toEqual(['p1']);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ event: 'post.created' }), 'Domain event handler failed');
    await bus.close();
  });

  it('an event emitted on one instance reaches an every-instance subscriber on another through Redis, and runs emitter work once', async () => {
    if (!(await redisAvailableFor('the cross-instance domain-event test'))) return;
    const connections = await Promise.all([connectRedis({ redisUrl, logger: fakeLogger() }), connectRedis({ redisUrl, logger: fakeLogger() })]);
    const [first, second] = await Promise.all([
      createEventBus({ redis: connections[0], logger: fakeLogger() }),
      createEventBus({ redis: connections[1], logger: fakeLogger() }),
    ]);
    const everywhere: string[] = [];
    const once: string[] = [];
    for (const [label, bus] of [['first', first], ['second', second]] as const) {
      bus.on('post.liked', ({ postId }) => void everywhere.push(`${label} ${postId}`), { scope: 'every-instance' });
      bus.on('post.liked', ({ postId }) => void once.push(`${label} ${postId}`));
    }
    first.emit('post.liked', { postId: 'p9', authorId: 'a', likerId: 'b', liked: true, at: at() });
    await waitFor(() => everywhere.length === 2);
    await Promise.all([first.settled(), second.settled()]);
    expect(everywhere.sort()).toEqual(['first p9', 'second p9']);
    // Work such as an XP entry happens once, where the like happened.
    expect(once).toEqual(['first p9']);
    await Promise.all([first.close(), second.close()]);
    await Promise.all(connections.map((redis) => redis.close()));
  });
});

describeEachDatabase('domain events from the app', (kind) => {
  let t: TestApp;
  let member: { id: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = (await createSignedInMembers(t.app, 1, 'evenement'))[0]!;
  });
  afterAll(async () => t.close());

  it('a post is published even when a subscriber to post.created fails, and the failure is logged', async () => {
    const error = vi.spyOn(t.app.log, 'error');
    const received: string[] = [];
    const offBroken = t.app.services.events.on('post.created', () => Promise.reject(new Error('XP ledger down')));
    const offSeen = t.app.services.events.on('post.created', ({ postId, authorId }) => void received.push(`${authorId}:${postId}`));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...JSON_HEADERS, cookie: member.cookie },
      payload: { content: 'Balade au lac ce matin' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.app.services.events.settled();
    expect(received).toEqual([`${member.id}:${response.json().id}`]);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ event: 'post.created' }), 'Domain event handler failed');
    offBroken();
    offSeen();
    error.mockRestore();
  });

  it('refuses a post or a comment containing a forbidden insult as chat does, logs it, and keeps nothing', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/posts', headers: { cookie: member.cookie } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...JSON_HEADERS, cookie: member.cookie },
      payload: { content: 'Espèce de connard' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'moderation.refused' });
    const after = await t.app.inject({ method: 'GET', url: '/api/posts', headers: { cookie: member.cookie } });
    expect(after.json().posts.length).toBe(before.json().posts.length);

    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...JSON_HEADERS, cookie: member.cookie },
      payload: { content: 'Une belle journée' },
    });
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.json().id}/comments`,
      headers: { ...JSON_HEADERS, cookie: member.cookie },
      payload: { content: "T'es une C0NNA$$E !!" },
    });
    expect(comment.statusCode).toBe(422);
    expect(comment.json()).toMatchObject({ code: 'moderation.refused' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/posts/${post.json().id}`, headers: { cookie: member.cookie } });
    expect(detail.json().comments).toEqual([]);

    const logged = await t.app.db
      .select({ contentType: moderationLogs.contentType })
      .from(moderationLogs)
      .where(eq(moderationLogs.userId, member.id))
      .orderBy(asc(moderationLogs.createdAt));
    expect(logged.map((row) => row.contentType)).toEqual(['post', 'comment']);
  });
});
