import { createClient } from 'redis';

export const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

/**
 * Whether a test needing Redis can run: false (with a loud warning) when Redis is absent, except
 * in CI, where its absence fails the test.
 */
export async function redisAvailableFor(what: string): Promise<boolean> {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error(`Redis is not answering at ${redisUrl}: CI must run ${what}.`);
    console.warn(`\n⚠️  Redis is not answering at ${redisUrl}: ${what} is NOT run.\n`);
    return false;
  } finally {
    await client.quit().catch(() => undefined);
  }
}
