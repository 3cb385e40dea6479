import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type ErrorCode,
  type HandshakeAuth,
  type ServerToClientEvents,
} from '@la-meute/shared';
import { io, type Socket } from 'socket.io-client';
import { getAnonymousSessionToken } from '@/lib/api/anonymous-session';
import { createRoomBook, type RoomStatus, type RoomSubscriber } from './realtime-rooms';

/**
 * The one realtime connection of the app: transport, credentials and rooms only. What the events
 * mean belongs to the features (the Mastodon streaming lesson: connection, protocol and domain
 * kept apart). Reached through realtime.ts, which loads it (and socket.io-client) on first use.
 */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type { RoomStatus };

// An acknowledgement that never comes means the message may be lost: the sender is told so.
const ACK_TIMEOUT_MS = 10_000;
// How long a send waits for a connection being opened before it is said to have failed.
const CONNECT_WAIT_MS = 5_000;
// Leaving /chat for a moment (or React StrictMode remounting) must not churn the connection.
const IDLE_DISCONNECT_MS = 30_000;
// Spread the reconnections of every open tab a little after a server restart.
const SERVER_CLOSE_RETRY_MS = 1_000 + Math.round(Math.random() * 2_000);

const statusListeners = new Set<() => void>();
const book = createRoomBook(() => {
  for (const listener of statusListeners) listener();
});
let socket: RealtimeSocket | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** Who keeps the connection open without a room: a member's own events (their unread badge). */
let holders = 0;

/** The connection is wanted while a room is listened to or someone holds it open. */
const isWanted = () => book.rooms().length > 0 || holders > 0;

function disconnectWhenIdle(current: RealtimeSocket) {
  if (isWanted()) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (!isWanted()) current.disconnect();
  }, IDLE_DISCONNECT_MS);
}

// Read at every (re)connection attempt, so a pseudonym created meanwhile is presented. The member
// session needs nothing here: the browser sends its cookie with the handshake.
function handshakeAuth(): HandshakeAuth {
  const token = getAnonymousSessionToken();
  return token ? { anonymousToken: token.token } : {};
}

// Leaving needs no answer: the room is forgotten here whatever the server says.
const ignoreReply = () => {};

function join(current: RealtimeSocket, room: string) {
  current.emit('room:join', room, (response) => {
    if (!book.has(room)) {
      // Left before the server answered: do not stay counted as present there.
      if (response.ok) current.emit('room:leave', room, ignoreReply);
      return;
    }
    if (!response.ok) {
      book.failed(room);
      return;
    }
    for (const subscriber of book.joined(room)) subscriber.onResync?.();
  });
}

function getSocket(): RealtimeSocket {
  if (socket) return socket;
  const created: RealtimeSocket = io({
    path: REALTIME_PATH,
    autoConnect: false,
    withCredentials: true,
    // A WebSocket straight away, long-polling only where it fails (a proxy that refuses it): the
    // polling handshake and its upgrade were two more requests and tasks while a page went live.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: (callback) => callback({ ...handshakeAuth() }),
  });
  // Server-side rooms die with the connection: every (re)connection joins them all again.
  created.on('connect', () => {
    for (const room of book.rooms()) join(created, room);
    // The page says it is live (a member's own events reach it from now on): the stories that
    // act from elsewhere wait for it rather than for a guessed delay.
    document.documentElement.dataset.realtime = 'connected';
  });
  created.on('disconnect', (reason) => {
    delete document.documentElement.dataset.realtime;
    book.disconnected();
    // Socket.IO retries by itself except when the server closed the connection (a restart or a
    // deploy closes every socket): rooms still wanted, so come back after a pause.
    if (reason === 'io server disconnect' && isWanted()) {
      setTimeout(() => {
        if (!created.active && isWanted()) created.connect();
      }, SERVER_CLOSE_RETRY_MS);
    }
  });
  socket = created;
  return created;
}

function ensureConnected() {
  clearTimeout(idleTimer);
  const current = getSocket();
  if (!current.active) current.connect();
}

/**
 * Opens the connection again with the current credentials: after sign-in, sign-out, password
 * reset, or when a pseudonym is created or dropped. The identity is fixed at the handshake.
 */
export function reconnectRealtime(): void {
  if (!socket) return;
  const wasWanted = socket.active || isWanted();
  socket.disconnect();
  book.disconnected();
  if (wasWanted) socket.connect();
}

/** Listens to a room; it is joined now or on the next connection, and re-joined after each reconnect. */
export function subscribeToRoom(room: string, subscriber: RoomSubscriber): () => void {
  ensureConnected();
  const current = getSocket();
  if (book.add(room, subscriber) && current.connected) join(current, room);
  return () => {
    if (!book.remove(room, subscriber)) return;
    if (current.connected) current.emit('room:leave', room, ignoreReply);
    disconnectWhenIdle(current);
  };
}

/**
 * Keeps the connection open with no room: what the server sends to the member's own room (joined
 * at the handshake) then arrives on every page. Returns the release.
 */
export function holdConnection(): () => void {
  holders += 1;
  ensureConnected();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (socket) disconnectWhenIdle(socket);
  };
}

export function getRoomStatus(room: string): RoomStatus | undefined {
  return book.status(room);
}

export function subscribeToRoomStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

type ServerEvent = keyof ServerToClientEvents;
type UntypedListen = (event: string, listener: (...args: unknown[]) => void) => void;

/** Adds a listener for a server event; the socket object outlives reconnects, so does the listener. */
export function onRealtimeEvent<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): () => void {
  // Socket.IO's overloads cannot follow a generic event name; the pair is checked by this signature.
  const untyped = getSocket() as unknown as { on: UntypedListen; off: UntypedListen };
  untyped.on(event, handler as (...args: unknown[]) => void);
  return () => {
    untyped.off(event, handler as (...args: unknown[]) => void);
  };
}

type ClientEvents = ClientToServerEvents;
/** Events the server acknowledges: a payload then an acknowledgement callback. */
export type AckedEvent = {
  [E in keyof ClientEvents]: Parameters<ClientEvents[E]> extends [unknown, (response: never) => void] ? E : never;
}[keyof ClientEvents];
export type AckPayload<E extends AckedEvent> = Parameters<ClientEvents[E]>[0];
export type AckReply<E extends AckedEvent> = Parameters<Parameters<ClientEvents[E]>[1]>[0];

/**
 * Whether the connection is up, or comes up within `withinMs` while it is being opened (a
 * pseudonym just chosen, a sign-in: the handshake with the new identity is under way).
 */
function whenConnected(current: RealtimeSocket, withinMs: number): Promise<boolean> {
  if (current.connected) return Promise.resolve(true);
  if (!current.active) return Promise.resolve(false);
  return new Promise((resolve) => {
    const settle = (connected: boolean) => {
      clearTimeout(timer);
      current.off('connect', onConnect);
      resolve(connected);
    };
    const onConnect = () => settle(true);
    const timer = setTimeout(() => settle(false), withinMs);
    current.on('connect', onConnect);
  });
}

/**
 * Emits and waits for the acknowledgement. A connection being opened is waited for a moment (the
 * first message after choosing a pseudonym went out while the new handshake was under way, and
 * failed); offline or unanswered calls then resolve as `http.unavailable` instead of being
 * buffered: a buffered chat message sent minutes later, after the user saw it fail, would arrive twice.
 */
export async function emitWithAck<E extends AckedEvent>(event: E, payload: AckPayload<E>): Promise<AckReply<E>> {
  const unavailable = { ok: false, code: 'http.unavailable' satisfies ErrorCode } as AckReply<E>;
  const current = getSocket();
  if (!(await whenConnected(current, CONNECT_WAIT_MS))) return unavailable;
  const timed = current.timeout(ACK_TIMEOUT_MS) as unknown as {
    emit: (event: string, payload: unknown, ack: (error: Error | null, reply: AckReply<E>) => void) => void;
  };
  return new Promise((resolve) => {
    timed.emit(event, payload, (error, reply) => resolve(error ? unavailable : reply));
  });
}
