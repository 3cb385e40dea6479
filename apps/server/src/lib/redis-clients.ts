import type { FastifyBaseLogger } from 'fastify';

/** What this module needs of a node-redis client (the shared connection's and the Socket.IO adapter's). */
interface WatchedClient {
  isReady: boolean;
  connect: () => Promise<unknown>;
  on: (event: 'error' | 'ready', listener: (error?: unknown) => void) => unknown;
}

// How long start-up waits for Redis before serving alone.
const CONNECT_WAIT_MS = 3000;

/**
 * Redis down must never stop an instance: it then serves alone — realtime reaches the
 * clients connected to it, rate limits count in its memory — and rejoins the others when Redis is
 * back. node-redis reconnects by itself and reports every failed attempt as an 'error': those are
 * folded into one warning per outage and one line when Redis answers again.
 */
export async function connectRedisClients(clients: WatchedClient[], logger: Pick<FastifyBaseLogger, 'warn' | 'info'>, name: string): Promise<void> {
  let down = false;
  for (const client of clients) {
    client.on('error', (error) => {
      if (down) return;
      down = true;
      logger.warn({ err: error }, `Redis unreachable (${name}): this instance serves alone until it is back`);
    });
    client.on('ready', () => {
      if (!down || !clients.every((each) => each.isReady)) return;
      down = false;
      logger.info(`Redis is back (${name}): shared with the other instances again`);
    });
  }
  // A first connection that fails is retried in the background; its rejection is the warning above.
  const connected = Promise.all(clients.map((client) => client.connect())).then(
    () => true,
    () => false,
  );
  const waited = await Promise.race([connected, new Promise<false>((resolve) => setTimeout(() => resolve(false), CONNECT_WAIT_MS).unref())]);
  if (!waited && !down) {
    down = true;
    logger.warn(`Redis unreachable (${name}): this instance serves alone until it is back`);
  }
}

/** Whether every client is connected now: cross-instance requests (fetchSockets) can be answered. */
export const redisClientsReady = (clients: Pick<WatchedClient, 'isReady'>[]) => clients.every((client) => client.isReady);

/**
 * Closes the clients: connected ones finish their pending commands first; one still trying to
 * reach Redis is dropped at once (waiting for it would hold the shutdown until Redis is back).
 */
export async function closeRedisClients(clients: { isReady: boolean; close: () => Promise<void>; destroy: () => void }[]): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      if (!client.isReady) return client.destroy();
      await client.close().catch(() => client.destroy());
    }),
  );
}

/**
 * A client as the Socket.IO Redis adapter gets it. The adapter never handles its commands'
 * promises: while Redis is down they would pile up in node-redis's queue (a publish for every
 * emit) and reject unhandled when the client closes, which ends the process. Here a publish is
 * dropped while Redis is down — this instance serves alone — and every promise gets a handler.
 * Subscriptions still wait in the queue, so the adapter joins the others once Redis answers.
 */
export function guardAdapterClient<T extends { isReady: boolean }>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if ((property === 'publish' || property === 'sPublish') && !target.isReady) return Promise.resolve(0);
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise) result.catch(() => undefined);
        return result;
      };
    },
  });
}
