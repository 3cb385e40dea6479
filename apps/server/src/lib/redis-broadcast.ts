import crypto from 'node:crypto';
import type * as Redis from 'redis';
import { lazyModule } from './lazy-module';
import { closeRedisClients, connectRedisClients } from './redis-clients';
import type { FastifyBaseLogger } from 'fastify';

/** Loaded only with REDIS_URL, not at every start-up: one instance alone never needs it. */
export const loadRedis = lazyModule(() => import('redis'));
const connectTo = (redis: typeof Redis, url: string) => redis.createClient({ url });
export type RedisClient = ReturnType<typeof connectTo>;

export interface Broadcast<T> {
  /** Delivers the message to every instance's handler, this one's included. */
  publish: (message: T) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The instance's one pair of Redis connections, shared by every concern that needs Redis
 * (domain events, session revocations, rate-limit counters): a command connection and a
 * subscriber. Without `redisUrl` there is no connection and broadcasts stay in this process.
 */
export interface RedisConnection {
  /** The command connection (null without Redis): it publishes, and stores the rate-limit counters. */
  client: RedisClient | null;
  /**
   * One JSON channel shared by every server instance through Redis pub/sub; without Redis the
   * message goes straight to this instance's handler. Redis being down only loses cross-instance
   * delivery: the local handler always runs. `fromHere` tells this instance's own messages from
   * the other instances'.
   */
  broadcast: <T>(channel: string, onMessage: (message: T, fromHere: boolean) => void) => Promise<Broadcast<T>>;
  close: () => Promise<void>;
}

export async function connectRedis(options: { redisUrl: string | undefined; logger: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'> }): Promise<RedisConnection> {
  const { redisUrl, logger } = options;
  if (!redisUrl) {
    return {
      client: null,
      broadcast: async (_channel, onMessage) => ({ publish: async (message) => onMessage(message, true), close: async () => undefined }),
      close: async () => undefined,
    };
  }
  const publisher = connectTo(await loadRedis(), redisUrl);
  const subscriber = publisher.duplicate();
  await connectRedisClients([publisher, subscriber], logger, 'domain events and rate limits');
  // Redis also echoes our own messages back: this instance has already handled those.
  const instanceId = crypto.randomUUID();

  return {
    client: publisher,
    async broadcast<T>(channel: string, onMessage: (message: T, fromHere: boolean) => void) {
      const listener = (raw: string) => {
        try {
          const envelope = JSON.parse(raw) as { from: string; message: T };
          if (envelope.from !== instanceId) onMessage(envelope.message, false);
        } catch (error) {
          logger.error({ err: error, channel }, 'Unreadable broadcast message');
        }
      };
      const subscribed = subscriber.subscribe(channel, listener).catch((error: unknown) => logger.error({ err: error, channel }, 'Redis subscription failed'));
      // Down at start-up: the subscription waits in node-redis's queue for Redis, we do not.
      if (subscriber.isReady) await subscribed;
      return {
        publish: async (message: T) => {
          onMessage(message, true);
          // Redis down: this instance serves alone, the others miss this message (already warned).
          if (!publisher.isReady) return;
          try {
            await publisher.publish(channel, JSON.stringify({ from: instanceId, message }));
          } catch (error) {
            logger.error({ err: error, channel }, 'Broadcast not sent to the other instances');
          }
        },
        close: async () => {
          // Nothing to undo once the connection itself is closed; nor while Redis is down, where
          // the unsubscription would wait in the queue for Redis.
          if (!subscriber.isReady) return;
          await Promise.resolve()
            .then(() => subscriber.unsubscribe(channel, listener))
            .catch(() => undefined);
        },
      };
    },
    close: async () => {
      await closeRedisClients([subscriber, publisher]);
    },
  };
}
