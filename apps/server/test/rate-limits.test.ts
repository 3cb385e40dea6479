import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimits } from '../src/lib/rate-limit';
import { connectRedis, type RedisConnection } from '../src/lib/redis-broadcast';
import { redisAvailableFor, redisUrl } from './helpers/redis';
import { createSecondInstance, createTestApp, JSON_HEADERS } from './helpers/test-app';
import { refusal } from './helpers/refusal';

const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };


describe('rate limits in Redis', () => {
  const opened: RedisConnection[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((redis) => redis.close()));
  });
  const open = async (namespace: string) => {
    const redis = await connectRedis({ redisUrl, logger });
    opened.push(redis);
    return Object.assign(createRateLimits({ client: redis.client, namespace }), { close: () => redis.close() });
  };

  it('spends one budget across stores of the same namespace; another namespace has its own', async () => {
    if (!(await redisAvailableFor('the shared rate-limit test'))) return;
    const namespace = `test-${crypto.randomUUID()}`;
    const [first, second, elsewhere] = await Promise.all([open(namespace), open(namespace), open(`${namespace}-other`)]);
    const rule = { name: 'partage', points: 3, durationS: 60 };
    const [onFirst, onSecond, onElsewhere] = [first.create(rule), second.create(rule), elsewhere.create(rule)];
    await onFirst.consume('203.0.113.1');
    await onSecond.consume('203.0.113.1');
    await onFirst.consume('203.0.113.1');
    const refused = await refusal(onSecond.consume('203.0.113.1'));
    expect(refused).toMatchObject({ statusCode: 429, code: 'http.rate_limited' });
    expect(refused.extra.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.extra.retryAfterSeconds).toBeLessThanOrEqual(60);
    await onElsewhere.consume('203.0.113.1');
  });

  it('keeps counting in memory, never failing a request, when Redis goes away', async () => {
    if (!(await redisAvailableFor('the Redis fallback rate-limit test'))) return;
    const limits = await open(`test-${crypto.randomUUID()}`);
    const limit = limits.create({ name: 'secours', points: 1, durationS: 60 });
    await limits.close();
    await limit.consume('a');
    expect((await refusal(limit.consume('a'))).code).toBe('http.rate_limited');
  });
});

describe('rate limits across two app instances', () => {
  it('refuses the 11th sign-in from one address a minute, wherever the ten others landed', async () => {
    if (!(await redisAvailableFor('the cross-instance rate-limit test'))) return;
    const first = await createTestApp('pglite', { REDIS_URL: redisUrl });
    // A second instance on the same database and data dir, as behind a load balancer.
    const second = await createSecondInstance(first, redisUrl);
    try {
      const signIn = (app: typeof second, index: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: `alterne${index}@example.org`, password: 'whatever-1' },
          headers: JSON_HEADERS,
          remoteAddress: '192.0.2.200',
        });
      const statuses: number[] = [];
      for (let index = 0; index < 10; index += 1) statuses.push((await signIn(index % 2 === 0 ? first.app : second, index)).statusCode);
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 401));
      for (const app of [first.app, second]) {
        const refused = await signIn(app, 99);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'http.rate_limited' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
