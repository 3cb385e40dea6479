// The receiving end of a bench socket, as realtime-clients-worker.ts uses it: connect, join the
// channel room, report each chat message's send time, report the connection lost. Two kinds: the
// lean one below, and the app's own client library (realtime-receiver-socket-io.ts) to check it
// against.

/** What a receiver tells its worker. */
export interface ReceiverEvents {
  /** A chat message arrived: the send time its sender stamped into it (shared clock, ms). */
  stamped: (sentAtMs: number) => void;
  /** The connection ended after joining, without `close()`: what follows is lost to it. */
  lost: () => void;
}

export interface Receiver {
  close: () => void;
}

/** Resolves once joined to `room`; rejects with "connect: …" or "room:join: …" otherwise. */
export type OpenReceiver = (base: string, room: string, events: ReceiverEvents) => Promise<Receiver>;

export type ReceiverKind = 'lean' | 'socket.io-client';

/** How long a socket may take to connect and join before it counts as failed. */
export const JOIN_TIMEOUT_MS = 30_000;

// bench-realtime.ts starts every message with `#<seq>|<sent at, shared clock ms>|`.
const STAMP = /^#\d+\|([\d.]+)\|/;

/** The send time at the start of a message's text, or null for a message without the stamp. */
export function readStampText(content: string): number | null {
  const stamp = STAMP.exec(content);
  return stamp ? Number(stamp[1]) : null;
}
