import { z } from 'zod';
import type { ErrorCode } from './errors';
import type { ChatMessage } from './chat';

/**
 * The typed Socket.IO protocol. Rooms are named `<kind>:<id>`; every join is authorised by the
 * server (public channels now, conversations later).
 */
export const ROOM_KINDS = ['channel', 'conversation'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export const roomSchema = z.string().regex(/^(channel|conversation):[0-9a-f-]{36}$/, 'validation.invalid');

export const REALTIME_LIMITS = {
  /** Largest payload a socket may send, in bytes. */
  maxPayloadBytes: 64 * 1024,
  /** Sends allowed per socket in a sliding window. */
  sendsPerWindow: 20,
  windowMs: 10_000,
} as const;

export const REALTIME_PATH = '/socket.io';

/** Online lists are coalesced (one update per room per interval) and capped, so a crowd joining
 * a channel costs a few updates instead of one per arrival. */
export const PRESENCE_LIST_LIMIT = 200;
export const PRESENCE_UPDATE_INTERVAL_MS = 500;

export interface PresenceEntry {
  /** The member's user id, or null for a pseudonym. */
  userId: string | null;
  name: string;
  avatarUrl: string | null;
  anonymous: boolean;
}

export type Ack<T> = (response: { ok: true; data: T } | { ok: false; code: ErrorCode }) => void;

export type SendOutcome = { status: 'delivered'; message: ChatMessage } | { status: 'moderated'; clientId: string };

export interface ClientToServerEvents {
  'room:join': (room: string, ack: Ack<{ room: string }>) => void;
  'room:leave': (room: string) => void;
  'chat:send': (input: unknown, ack: Ack<SendOutcome>) => void;
  'chat:like': (input: { messageId: string }, ack: Ack<{ messageId: string; likesCount: number; liked: boolean }>) => void;
}

export interface ServerToClientEvents {
  'chat:message': (message: ChatMessage) => void;
  'chat:likes': (update: { messageId: string; likesCount: number }) => void;
  /** At most `PRESENCE_LIST_LIMIT` entries; `total` counts everyone present. */
  'presence:update': (update: { room: string; members: PresenceEntry[]; total: number }) => void;
}

/** What the handshake sends besides the session cookie. */
export interface HandshakeAuth {
  anonymousToken?: string;
}
