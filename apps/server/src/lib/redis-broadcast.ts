import crypto from 'node:crypto';
import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';

export interface Broadcast<T> {
  /** Delivers the message to every instance's handler, this one's included. */
  publish: (message: T) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * One JSON channel shared by every server instance through Redis pub/sub; without Redis the
 * message goes straight to this instance's handler. Redis being down only loses cross-instance
 * delivery: the local handler always runs.
 */
export async function createBroadcast<T>(options: {
  channel: string;
  redisUrl: string | undefined;
  logger: FastifyBaseLogger;
  /** `fromHere` tells this instance's own messages from the other instances'. */
  onMessage: (message: T, fromHere: boolean) => void;
}): Promise<Broadcast<T>> {
  const { channel, redisUrl, logger, onMessage } = options;
  if (!redisUrl) {
    return { publish: async (message) => onMessage(message, true), close: async () => undefined };
  }
  const publisher = createClient({ url: redisUrl });
  const subscriber = publisher.duplicate();
  publisher.on('error', (error) => logger.error({ err: error, channel }, 'Redis publisher error'));
  subscriber.on('error', (error) => logger.error({ err: error, channel }, 'Redis subscriber error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  // Redis also echoes our own messages back: this instance has already handled those.
  const instanceId = crypto.randomUUID();
  await subscriber.subscribe(channel, (raw) => {
    try {
      const envelope = JSON.parse(raw) as { from: string; message: T };
      if (envelope.from !== instanceId) onMessage(envelope.message, false);
    } catch (error) {
      logger.error({ err: error, channel }, 'Unreadable broadcast message');
    }
  });
  return {
    publish: async (message) => {
      onMessage(message, true);
      try {
        await publisher.publish(channel, JSON.stringify({ from: instanceId, message }));
      } catch (error) {
        logger.error({ err: error, channel }, 'Broadcast not sent to the other instances');
      }
    },
    close: async () => {
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}
