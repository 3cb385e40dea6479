import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from './app-error';
import { ConcurrencyLimit, ConcurrencyTimeoutError } from './concurrency-limit';

// OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum that isolated modules cannot import).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash takes a whole core on libuv's thread pool: 20 concurrent sign-ins pushed the member
// feed's p99 from ~35 ms to ~185 ms on 2 cores. One core is always left to the event loop.
const MAX_CONCURRENT_HASHES = Math.max(1, os.availableParallelism() - 1);
// A verification takes ~25 ms of one core, so 10 s in the queue means hundreds of sign-ins ahead:
// the server is overloaded and the caller is better told to come back than left hanging.
const MAX_HASH_WAIT_MS = 10_000;
const BUSY_RETRY_AFTER_SECONDS = 5;

/** Argon2 work of this process, shared by sign-in, sign-up, reset, the seed and test helpers. */
export const passwordWork = new ConcurrencyLimit({ max: MAX_CONCURRENT_HASHES, maxWaitMs: MAX_HASH_WAIT_MS });

/** Runs argon2 work within `limit`; a caller that waited too long gets a 503 auth.busy. */
export async function runPasswordWork<T>(limit: ConcurrencyLimit, task: () => Promise<T>): Promise<T> {
  try {
    return await limit.run(task);
  } catch (error) {
    if (error instanceof ConcurrencyTimeoutError) {
      throw new AppError(503, 'auth.busy', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    }
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return runPasswordWork(passwordWork, () => hash(password, ARGON2_OPTIONS));
}

export function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  return runPasswordWork(passwordWork, async () => {
    try {
      return await verify(data.hash, data.password);
    } catch {
      // A malformed stored hash is a failed sign-in, not a server error.
      return false;
    }
  });
}
