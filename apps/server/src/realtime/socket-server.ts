import { Server } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { REALTIME_LIMITS, REALTIME_PATH } from '@la-meute/shared';
import { loadRedis } from '../lib/redis-broadcast';
import { closeRedisClients, connectRedisClients, guardAdapterClient, redisClientsReady } from '../lib/redis-clients';
import { createPresenceRoster, type RosterRedis } from './connection/presence-roster';
import type { RealtimeServer } from './realtime-types';

export type { RealtimeServer, RealtimeSocket, SocketData } from './realtime-types';

export interface SocketServerOptions {
  allowedOrigins: string[];
  redisUrl?: string;
  logger: FastifyBaseLogger;
}

// Per server: whether the other instances can answer a cross-instance request right now.
const clusterReady = new WeakMap<RealtimeServer, () => boolean>();

/**
 * The sockets in a room on every instance, or on this one alone while Redis is unreachable: the
 * Redis adapter would otherwise queue the request until Redis is back, and presence, online
 * status and "is the member reading this conversation" would wait with it.
 */
export function fetchSocketsIn(io: RealtimeServer, room: string) {
  const ready = clusterReady.get(io);
  return (ready && !ready() ? io.local : io).in(room).fetchSockets();
}

/**
 * The connection layer only: transport, origin check, payload cap and the Redis adapter that lets
 * several instances share rooms. Identities, rooms and chat live in their own modules.
 */
export async function createSocketServer(httpServer: HttpServer, options: SocketServerOptions) {
  const allowed = new Set(options.allowedOrigins);
  const io: RealtimeServer = new Server(httpServer, {
    path: REALTIME_PATH,
    maxHttpBufferSize: REALTIME_LIMITS.maxPayloadBytes,
    serveClient: false,
    // Browsers always send Origin on WebSocket and cross-site requests: refuse other sites'.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, !origin || allowed.has(origin));
    },
  });
  const clients: { isReady: boolean; close: () => Promise<void>; destroy: () => void }[] = [];
  let rosterCommands: RosterRedis | null = null;
  if (options.redisUrl) {
    const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), loadRedis()]);
    const publisher = createClient({ url: options.redisUrl });
    const subscriber = publisher.duplicate();
    await connectRedisClients([publisher, subscriber], options.logger, 'realtime rooms');
    io.adapter(createAdapter(guardAdapterClient(publisher), guardAdapterClient(subscriber)));
    clients.push(publisher, subscriber);
    clusterReady.set(io, () => redisClientsReady([publisher, subscriber]));
    rosterCommands = publisher;
  }
  const roster = createPresenceRoster(io, rosterCommands);
  return {
    io,
    roster,
    close: async () => {
      roster.stop();
      // Not io.close(): it would also close the HTTP server, which Fastify closes itself after
      // its in-flight requests.
      io.local.disconnectSockets(true);
      io.engine.close();
      // Let the presence updates of those disconnections go out before Redis goes away.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await closeRedisClients(clients);
    },
  };
}
