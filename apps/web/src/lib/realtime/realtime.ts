import type { ErrorCode, ServerToClientEvents } from '@la-meute/shared';
import type * as ConnectionModule from './realtime-connection';
import type { AckedEvent, AckPayload, AckReply, RoomStatus } from './realtime-connection';
import type { RoomSubscriber } from './realtime-rooms';
import { loadAllTexts } from '@/lib/i18n/i18n';

/**
 * The realtime API of the app, light on purpose (ADR 011): socket.io-client and the connection
 * (realtime-connection.ts) load on the first use — a room joined once the chat page is on screen,
 * a message sent — never before a page's first render. Until then there is no connection: nothing
 * to renew, no room status.
 */
export type { AckedEvent, AckPayload, AckReply, RoomStatus };

type Connection = typeof ConnectionModule;

let connection: Connection | null = null;
let loading: Promise<Connection> | null = null;
const statusListeners = new Set<() => void>();

function loadConnection(): Promise<Connection> {
  // Live events may raise texts a server-rendered page did not carry: they come once it has them all.
  loading ??= loadAllTexts()
    .catch(() => undefined)
    .then(() => import('./realtime-connection'))
    .then(
      (module) => {
        connection = module;
        module.subscribeToRoomStatus(() => statusListeners.forEach((listener) => listener()));
        return module;
      },
      (error: unknown) => {
        // Offline: the next use (back online, another room) tries again instead of failing for good.
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** Runs `attach` once the connection module is there; the returned function undoes it, even before. */
function whenLoaded(attach: (module: Connection) => () => void): () => void {
  let undo: (() => void) | null = null;
  let cancelled = false;
  if (connection) undo = attach(connection);
  else {
    loadConnection()
      .then((module) => {
        if (!cancelled) undo = attach(module);
      })
      // Offline, the chunk cannot load: the room shows as failed through its status.
      .catch((error: unknown) => console.error('The realtime connection could not load', error));
  }
  return () => {
    cancelled = true;
    undo?.();
  };
}

/** See realtime-connection.ts: opens the connection again with the current credentials. */
export function reconnectRealtime(): void {
  connection?.reconnectRealtime();
}

/** See realtime-connection.ts: keeps the connection open (a member's own events) until released. */
export function holdRealtimeConnection(): () => void {
  return whenLoaded((module) => module.holdConnection());
}

/** Listens to a room; it is joined now or on the next connection, and re-joined after each reconnect. */
export function subscribeToRoom(room: string, subscriber: RoomSubscriber): () => void {
  return whenLoaded((module) => module.subscribeToRoom(room, subscriber));
}

export function getRoomStatus(room: string): RoomStatus | undefined {
  return connection?.getRoomStatus(room);
}

export function subscribeToRoomStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Adds a listener for a server event, for as long as the returned function is not called. */
export function onRealtimeEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): () => void {
  return whenLoaded((module) => module.onRealtimeEvent(event, handler));
}

/** Emits and waits for the acknowledgement (realtime-connection.ts): never rejects, as there. */
export async function emitWithAck<E extends AckedEvent>(event: E, payload: AckPayload<E>): Promise<AckReply<E>> {
  let module: Connection;
  try {
    module = await loadConnection();
  } catch (error) {
    // Offline, the chunk cannot load: the same answer as an offline connection (a retryable send).
    console.error('The realtime connection could not load', error);
    return { ok: false, code: 'http.unavailable' satisfies ErrorCode } as AckReply<E>;
  }
  return module.emitWithAck(event, payload);
}
