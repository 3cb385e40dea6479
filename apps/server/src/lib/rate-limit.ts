import crypto from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';
import type { RedisClient } from './redis-broadcast';

/** A budget: `points` actions per key in each fixed window of `durationS` seconds. */
export interface RateLimitRule {
  points: number;
  durationS: number;
}

export interface RateLimit {
  /** Counts one action for `key` (an IP, an email, a member id…); past the budget, throws a 429 saying when to retry. */
  consume: (key: string) => Promise<void>;
  /**
   * Gives back one action counted for `key`, for budgets that count only failures: spend first
   * (so concurrent tries cannot all slip past the check), refund what turned out fine. Never throws.
   */
  refund: (key: string) => Promise<void>;
}

export interface RateLimits {
  /** One budget, built once; its name keys its counters in the store, so two budgets never share one. */
  create: (rule: RateLimitRule & { name: string }) => RateLimit;
}

// Keys are IPs and e-mail addresses: the store only ever sees their digest.
function digest(value: string, length: number) {
  return crypto.createHash('sha256').update(value).digest('base64url').slice(0, length);
}

async function consumeOrRefuse(limiter: RateLimiterMemory | RateLimiterRedis, key: string) {
  try {
    await limiter.consume(digest(key, 22));
  } catch (error) {
    // The library rejects with its result when the budget is spent, with an Error when the store fails.
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new AppError(429, 'http.rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) });
  }
}

/**
 * The app's rate limits (rate-limiter-flexible): counted in Redis when given its `client` (the
 * instance's shared command connection, see redis-broadcast.ts), so every
 * instance spends one budget, in this process otherwise. Redis being unreachable never refuses
 * nor fails a request: each instance then counts on its own until Redis is back.
 * `namespace` separates apps that share one Redis but must not share budgets (tests).
 */
export function createRateLimits(options: { client: RedisClient | null; namespace?: string }): RateLimits {
  const { client, namespace } = options;
  const prefix = ['la-meute:rate-limit', ...(namespace ? [digest(namespace, 12)] : [])].join(':');
  const names = new Set<string>();

  return {
    create({ name, points, durationS }) {
      if (names.has(name)) throw new Error(`Rate limit "${name}" is defined twice`);
      names.add(name);
      const rule = { keyPrefix: `${prefix}:${name}`, points, duration: durationS };
      const memory = new RateLimiterMemory(rule);
      const limiter = client
        ? new RateLimiterRedis({ ...rule, storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true, insuranceLimiter: memory })
        : memory;
      return {
        consume: (key) => consumeOrRefuse(limiter, key),
        // A lost refund only leaves the budget one action shorter until the window ends.
        refund: (key) => limiter.reward(digest(key, 22), 1).then(() => undefined, () => undefined),
      };
    },
  };
}
