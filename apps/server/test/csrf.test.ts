import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REALTIME_PATH } from '@la-meute/shared';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { collectRoutes, fillPath, isMutating, type RegisteredRoute } from './helpers/route-table';
import { listenForSockets, openSocket, type TestSocket } from './helpers/sockets';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

const APP_ORIGIN = 'http://localhost:3000';
const EVIL_ORIGIN = 'https://evil.example';
/** Origins a browser could send that are not the app's: another site, a look-alike, a sandboxed frame. */
const FOREIGN_ORIGINS = [EVIL_ORIGIN, 'null', 'http://localhost:3000.evil.example', 'https://localhost:3000', 'http://localhost:3001'];

/** The route's address with a random id in each parameter: the refusal comes before any lookup. */
const addressOf = (route: RegisteredRoute) => fillPath(route.url, new Proxy({}, { get: () => crypto.randomUUID() }) as Record<string, string>);

describeEachDatabase('CSRF: a signed-in member’s browser on another site changes nothing', (kind) => {
  let t: TestApp;
  let mutating: RegisteredRoute[];
  let cookie: string;
  let base: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const collected = await collectRoutes(() => createTestApp(kind));
    t = collected.result;
    mutating = collected.routes.filter(isMutating);
    cookie = (await createSignedInMembers(t.app, 1, 'csrf'))[0]!.cookie;
    base = await listenForSockets(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const send = (route: RegisteredRoute, url: string, origin: string) =>
    t.app.inject({ method: route.method as 'POST', url, payload: '{}', headers: { ...JSON_HEADERS, cookie, origin } });

  it('refuses every state-changing route called from another origin with 403 http.forbidden_origin', async () => {
    expect(mutating.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of mutating) {
      for (const origin of FOREIGN_ORIGINS) {
        const response = await send(route, addressOf(route), origin);
        if (response.statusCode !== 403 || response.json<{ code: string }>().code !== 'http.forbidden_origin') {
          failures.push(`${route.key} from ${origin}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('still refuses them when the address is spelled with %-escapes the router decodes (/%61pi/…)', async () => {
    const failures: string[] = [];
    for (const route of mutating.filter((candidate) => candidate.url.startsWith('/api/'))) {
      for (const url of [addressOf(route).replace(/^\/api\//, '/%61pi/'), addressOf(route).replace(/^\/api\//, '/%61%70%69/')]) {
        const response = await send(route, url, EVIL_ORIGIN);
        if (response.statusCode !== 403 || response.json<{ code: string }>().code !== 'http.forbidden_origin') {
          failures.push(`${route.key} as ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the app’s own origin through, so the refusal is about the origin', async () => {
    const failures: string[] = [];
    for (const route of mutating) {
      const response = await send(route, addressOf(route), APP_ORIGIN);
      if (response.statusCode === 403 && response.json<{ code: string }>().code === 'http.forbidden_origin') failures.push(route.key);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a realtime connection from another origin, over WebSocket and over polling', async () => {
    await expect(openSocket(base, { cookie, origin: EVIL_ORIGIN })).rejects.toThrow();
    await expect(openSocket(base, { cookie, origin: 'null' })).rejects.toThrow();
    const polling = await fetch(`${base}${REALTIME_PATH}/?EIO=4&transport=polling`, { headers: { origin: EVIL_ORIGIN, cookie } });
    expect(polling.status).toBe(403);
    // The same member from the app itself connects.
    const own = await openSocket(base, { cookie, origin: APP_ORIGIN });
    sockets.push(own);
    expect(own.connected).toBe(true);
  });
});
