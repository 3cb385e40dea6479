import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@la-meute/shared';
import type { Identity } from '../lib/identity';

// The typed server and socket live apart from the code that builds them, so the
// connection pieces the server is built from can name them without importing it.
export interface SocketData {
  identity: Identity;
}
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
