import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { session } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { redisAvailableFor, redisUrl } from './helpers/redis';
import { openSocket } from './helpers/sockets';
import { createSecondInstance, createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

const REVOCATION_BOUND_MS = 5000;
const POST_ID = '00000000-0000-4000-8000-000000000000';

async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Every route that needs a member: each must answer 401 to a revoked session. */
const MEMBER_ROUTES: { method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'POST', url: '/api/posts', payload: { content: 'Bonjour la meute' } },
  { method: 'PATCH', url: `/api/posts/${POST_ID}`, payload: { content: 'Modifié' } },
  { method: 'DELETE', url: `/api/posts/${POST_ID}` },
  { method: 'POST', url: `/api/posts/${POST_ID}/like` },
  { method: 'POST', url: `/api/posts/${POST_ID}/share` },
  { method: 'POST', url: `/api/posts/${POST_ID}/comments`, payload: { content: 'Un commentaire' } },
];

async function sessionUserOf(app: App, cookie: string) {
  const response = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  return response.json().user as { id: string } | null;
}

/** Polls until the member's cookie no longer opens a session; returns how long that took. */
async function msUntilRefused(app: App, cookie: string, since: number) {
  while (Date.now() - since < REVOCATION_BOUND_MS + 2000) {
    if ((await sessionUserOf(app, cookie)) === null) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Infinity;
}

describeEachDatabase('session revocation', (kind) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t.app);
  });
  afterAll(async () => t.close());

  it('refuses a session revoked in the database within 5 s on every member route and closes its socket', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'revoquee');
    // Warm the session cache first: the bound must hold for a session that was just used.
    expect((await sessionUserOf(t.app, member!.cookie))?.id).toBe(member!.id);
    const socket = await openSocket(base, { cookie: member!.cookie });
    const disconnected = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));

    const revokedAt = Date.now();
    // As a ban, a password reset elsewhere, or an administrator would: the row goes, nothing else is told.
    await t.app.db.delete(session).where(eq(session.userId, member!.id));

    expect(await msUntilRefused(t.app, member!.cookie, revokedAt)).toBeLessThanOrEqual(REVOCATION_BOUND_MS);
    for (const route of MEMBER_ROUTES) {
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { cookie: member!.cookie, ...(route.payload ? JSON_HEADERS : {}) },
        payload: route.payload,
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
    const socketClosedAfter = (await Promise.race([disconnected, new Promise<number>((r) => setTimeout(() => r(Infinity), 6000))])) - revokedAt;
    expect(socketClosedAfter).toBeLessThanOrEqual(REVOCATION_BOUND_MS);
    socket.close();
  });

  it('refuses a signed-out session at once, although it was cached a moment before', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'sortante');
    expect((await sessionUserOf(t.app, member!.cookie))?.id).toBe(member!.id);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: member!.cookie } });
    expect(out.statusCode).toBe(200);
    expect(await sessionUserOf(t.app, member!.cookie)).toBeNull();
    const post = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { cookie: member!.cookie, ...JSON_HEADERS }, payload: { content: 'Encore là ?' } });
    expect(post.statusCode).toBe(401);
  });

  it('refuses a cookie whose signature was tampered with', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'falsifiee');
    const forged = member!.cookie.replace(/session_token=([^.;]+)/, (_match, token: string) => `session_token=${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`);
    expect(forged).not.toBe(member!.cookie);
    expect(await sessionUserOf(t.app, forged)).toBeNull();
  });

  it('still tells a signed-in member which posts they liked, and nobody else', async () => {
    const [author, liker, other] = await createSignedInMembers(t.app, 3, 'aimante');
    const ids: string[] = [];
    for (const content of ['Premier', 'Deuxième', 'Troisième']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { cookie: author!.cookie, ...JSON_HEADERS }, payload: { content } });
      ids.push(response.json().id as string);
    }
    await t.app.inject({ method: 'POST', url: `/api/posts/${ids[1]}/like`, headers: { cookie: liker!.cookie } });
    const likedIn = async (cookie?: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/posts?userId=${author!.id}`, headers: cookie ? { cookie } : {} });
      const posts = response.json().posts as { id: string; likedByViewer: boolean }[];
      return posts.filter((post) => post.likedByViewer).map((post) => post.id);
    };
    expect(await likedIn(liker!.cookie)).toEqual([ids[1]]);
    expect(await likedIn(other!.cookie)).toEqual([]);
    expect(await likedIn()).toEqual([]);
    // Unliking shows at once for the same member (the session is cached, the feed is not).
    await t.app.inject({ method: 'POST', url: `/api/posts/${ids[1]}/like`, headers: { cookie: liker!.cookie } });
    expect(await likedIn(liker!.cookie)).toEqual([]);
  });
});

describe('session revocation across instances', () => {
  it('a sign-out on one instance is refused at once by another sharing Redis', async () => {
    if (!(await redisAvailableFor('the cross-instance revocation test'))) return;
    const first = await createTestApp('pglite', { REDIS_URL: redisUrl });
    // A second instance on the same database, as behind a load balancer.
    const second = await createSecondInstance(first, redisUrl);
    try {
      const [member] = await createSignedInMembers(first.app, 1, 'deux-instances');
      expect((await sessionUserOf(second, member!.cookie))?.id).toBe(member!.id);
      await first.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: member!.cookie } });
      // Redis delivers the revocation in well under the cache's lifetime.
      const since = Date.now();
      while ((await sessionUserOf(second, member!.cookie)) !== null && Date.now() - since < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(Date.now() - since).toBeLessThan(1000);
      expect(await sessionUserOf(second, member!.cookie)).toBeNull();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
