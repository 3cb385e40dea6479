import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@la-meute/shared';
import type { App } from '../../src/app';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real Socket.IO client over WebSocket, as a browser would connect (cookie, token, origin). */
export function openSocket(baseUrl: string, options: { cookie?: string; anonymousToken?: string; origin?: string; reconnection?: boolean } = {}): Promise<TestSocket> {
  const socket: TestSocket = connect(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: options.reconnection ?? false,
    auth: options.anonymousToken ? { anonymousToken: options.anonymousToken } : {},
    extraHeaders: {
      origin: options.origin ?? 'http://localhost:3000',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  predicate: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${String(event)} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (...args: Parameters<ServerToClientEvents[E]>) => {
      if (!predicate(...args)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(args[0]);
    };
    socket.on(event, listener as never);
  });
}

/** Starts the app on a free port, for real socket clients; returns its base URL. */
export async function listenForSockets(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export type RawReply = { ok: boolean; code?: string; data?: unknown };

/** Any event with any arguments, bypassing the typed client: what a hostile or broken client can send. */
export const emitRaw = (socket: TestSocket, event: string, ...args: unknown[]) =>
  (socket as unknown as { emitWithAck: (event: string, ...args: unknown[]) => Promise<RawReply> }).emitWithAck(event, ...args);

/**
 * Resolves once everything the server sent this socket before now has arrived: one connection
 * keeps its order, so the answer to a request sent now comes after it (an unknown room's refusal).
 * A test that expects nothing to arrive waits on this, after the server's own work has settled.
 */
export async function roundTrip(socket: TestSocket) {
  await emitRaw(socket, 'room:leave', 'aucune-salle');
}
