import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomName } from '@la-meute/shared';
import { buildApp, type App } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { channels } from '../src/db/schema';
import { createSignedInMembers } from './helpers/members';
import {
  freePort,
  mountSmallDisk,
  privatePostgresUnavailable,
  privateRedisUnavailable,
  smallDiskUnavailable,
  startPrivatePostgres,
  startPrivateRedis,
} from './helpers/private-services';
import { listenForSockets, nextEvent, openSocket, type TestSocket } from './helpers/sockets';
import { JSON_HEADERS, loadTestConfig } from './helpers/test-app';

/**
 * Fault tests, bounded and on loopback only: each fault hits a service of the test's own
 * (a private PostgreSQL cluster, a private Redis), never the machine's shared ones.
 */

/** Runs a fault suite, or says loudly why it cannot here (a failure in CI, where it must run). */
function describeFault(name: string, unavailable: string | null, suite: () => void) {
  if (!unavailable) return describe(name, suite);
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it('can run in CI', () => {
        throw new Error(`${name}: ${unavailable}`);
      });
    });
  }
  console.warn(`\n⚠️  ${name} is NOT run: ${unavailable}.\n`);
}

/** The app on its own data folder and database, its log lines kept for the test to read. */
async function buildFaultApp(database: DatabaseHandle, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-fault-'));
  const logs: string[] = [];
  const config = loadTestConfig(dataDir, env);
  const app = await buildApp({ config, database, logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } } });
  await app.ready();
  return { app, dataDir, logs };
}

/** No 5xx body may say more than its machine code. */
function expectCleanUnavailable(response: { statusCode: number; headers: Record<string, unknown>; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({ code: 'http.unavailable' });
  expect(response.headers['retry-after']).toBe('5');
}

describeFault('PostgreSQL restarts under a running server', privatePostgresUnavailable(), () => {
  let postgres: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let database: DatabaseHandle;
  let app: App;
  let dataDir: string;
  let member: { id: string; cookie: string } | undefined;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    database = await openDatabase({ kind: 'postgres', url: postgres.url });
    await database.migrate();
    ({ app, dataDir } = await buildFaultApp(database));
    [member] = await createSignedInMembers(app, 1, 'panne');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a translated 503 while the database is down, and recovers by itself when it is back', async () => {
    const feed = (cookie?: string) => app.inject({ method: 'GET', url: '/api/posts', headers: cookie ? { cookie } : {} });
    expect((await feed(member!.cookie)).statusCode).toBe(200);

    postgres.stop('immediate');
    // Reads and writes, as a visitor and as a member (whose session is read from the database).
    expectCleanUnavailable(await feed());
    expectCleanUnavailable(await feed(member!.cookie));
    expectCleanUnavailable(await app.inject({ method: 'POST', url: '/api/posts', headers: { ...JSON_HEADERS, cookie: member!.cookie }, payload: { content: 'Pendant la panne' } }));
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);

    postgres.start();
    // The pool replaces its dead connections on the next requests: no restart of the server.
    await expect.poll(async () => (await feed(member!.cookie)).statusCode, { timeout: 20_000, interval: 250 }).toBe(200);
    const written = await app.inject({ method: 'POST', url: '/api/posts', headers: { ...JSON_HEADERS, cookie: member!.cookie }, payload: { content: 'Après la panne' } });
    expect(written.statusCode, written.body).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 60_000);
});

describeFault('Redis goes down under a running server', privateRedisUnavailable(), () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let database: DatabaseHandle;
  let app: App;
  let dataDir: string;
  let logs: string[];
  let base: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    ({ app, dataDir, logs } = await buildFaultApp(database, { REDIS_URL: redis.url }));
    base = await listenForSockets(app);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
    await database?.close();
    await redis?.kill();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps serving on its own: live chat on this instance, rate limits in memory, a logged warning', async () => {
    const [alice, bruno] = await createSignedInMembers(app, 2, 'sans-redis');
    const [channel] = await app.db.insert(channels).values({ name: `sans-redis-${Date.now()}` }).returning();
    const room = roomName('channel', channel!.id);
    const [onAlice, onBruno] = [await openSocket(base, { cookie: alice!.cookie }), await openSocket(base, { cookie: bruno!.cookie })];
    sockets.push(onAlice, onBruno);
    await onAlice.emitWithAck('room:join', room);
    await onBruno.emitWithAck('room:join', room);

    await redis.kill();
    await expect.poll(() => logs.join('\n'), { timeout: 10_000 }).toMatch(/Redis/);

    // The chat still reaches the members connected to this instance.
    const received = nextEvent(onBruno, 'chat:message');
    expect(await onAlice.emitWithAck('chat:send', { channelId: channel!.id, content: 'Toujours en ligne sans Redis', clientId: crypto.randomUUID() })).toMatchObject({ ok: true });
    expect(await received).toMatchObject({ message: { content: 'Toujours en ligne sans Redis' } });

    // The sign-in budget (10 a minute per email) is counted in this process meanwhile.
    const email = `inconnu-${crypto.randomBytes(4).toString('hex')}@example.org`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: JSON_HEADERS, payload: { email, password: 'pas-le-bon-mot' }, remoteAddress: `10.99.0.${attempt + 1}` });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Requests that emit domain events still answer at once.
    const post = await app.inject({ method: 'POST', url: '/api/posts', headers: { ...JSON_HEADERS, cookie: alice!.cookie }, payload: { content: 'Publié sans Redis' } });
    expect(post.statusCode, post.body).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 60_000);

  it('starts without Redis, with a warning, and serves', async () => {
    const down = `redis://127.0.0.1:${await freePort()}`;
    const other = await openDatabase({ kind: 'pglite', dataDir: null });
    await other.migrate();
    const started = await buildFaultApp(other, { REDIS_URL: down });
    try {
      expect((await started.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(started.logs.join('\n')).toMatch(/Redis/);
    } finally {
      await started.app.close();
      await other.close();
      fs.rmSync(started.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describeFault('The media folder fills up', smallDiskUnavailable(), () => {
  let database: DatabaseHandle;
  let app: App;
  let dataDir: string;
  let disk: ReturnType<typeof mountSmallDisk>;
  let member: { cookie: string } | undefined;
  const mediaDir = () => path.join(dataDir, 'media');

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    ({ app, dataDir } = await buildFaultApp(database));
    disk = mountSmallDisk(mediaDir(), 512);
    [member] = await createSignedInMembers(app, 1, 'disque');
  }, 60_000);
  afterAll(async () => {
    disk?.unmount();
    await app?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Noise does not compress: its re-encoded copy needs well over the 16 KB left below. */
  const noisyPhoto = () => sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();

  async function upload(bytes: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'bruit.png');
    const response = new Response(form);
    return app.inject({
      method: 'POST',
      url: '/api/media',
      payload: Buffer.from(await response.arrayBuffer()),
      headers: { 'content-type': response.headers.get('content-type')!, cookie: member!.cookie },
    });
  }

  /** Every file under the media folder but the filler. */
  const storedFiles = () =>
    fs
      .readdirSync(mediaDir(), { recursive: true, encoding: 'utf8' })
      .filter((name) => name !== 'filler' && fs.statSync(path.join(mediaDir(), name)).isFile());

  it('refuses an upload cleanly when the disk is full, keeps no half-written file, and accepts it once there is room', async () => {
    // All but 16 KB taken.
    const free = fs.statfsSync(mediaDir());
    fs.writeFileSync(path.join(mediaDir(), 'filler'), Buffer.alloc(free.bavail * free.bsize - 16 * 1024));
    const photo = await noisyPhoto();

    const refused = await upload(photo);
    expect(refused.statusCode, refused.body).toBe(507);
    expect(refused.json()).toEqual({ code: 'http.storage_full' });
    expect(storedFiles()).toEqual([]);

    fs.rmSync(path.join(mediaDir(), 'filler'));
    const accepted = await upload(photo);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(storedFiles().length).toBeGreaterThan(0);
  }, 60_000);
});
