import crypto from 'node:crypto';
import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';

const connectTo = (url: string) => createClient({ url });
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

export async function connectRedis(options: { redisUrl: string | undefined; logger: Pick<FastifyBaseLogger, 'error'> }): Promise<RedisConnection> {
  const { redisUrl, logger } = options;
  if (!redisUrl) {
    return {
      client: null,
      broadcast: async (_channel, onMessage) => ({ publish: async (message) => onMessage(message, true), close: async () => undefined }),
      close: async () => undefined,
    };
  }
  const publisher = connectTo(redisUrl);
  const subscriber = publisher.duplicate();
  publisher.on('error', (error) => logger.error({ err: error }, 'Redis publisher error'));
  subscriber.on('error', (error) => logger.error({ err: error }, 'Redis subscriber error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
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
      await subscriber.subscribe(channel, listener);
      return {
        publish: async (message: T) => {
          onMessage(message, true);
          try {
            await publisher.publish(channel, JSON.stringify({ from: instanceId, message }));
          } catch (error) {
            logger.error({ err: error, channel }, 'Broadcast not sent to the other instances');
          }
        },
        close: async () => {
          // Nothing to undo once the connection itself is closed.
          await Promise.resolve()
            .then(() => subscriber.unsubscribe(channel, listener))
            .catch(() => undefined);
        },
      };
    },
    close: async () => {
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}
