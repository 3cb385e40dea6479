import { z } from 'zod';
import { ACHIEVEMENT_KEYS } from '../constants/gamification';
import { REPORT_TARGET_TYPES } from '../constants/safety';
import { chatMessageSchema, sendChatMessageInputSchema, sendOutcomeSchema } from './chat';
import { conversationMessageSchema, lastMessageSchema } from './conversations';
import { levelNumberSchema } from './members';
import { notificationSchema } from './notifications';
import type { ErrorCode } from './errors';

/**
 * The typed Socket.IO protocol (ADR 008, ADR 014). Every payload either way is a zod schema: the
 * server parses what clients send before any handler sees it, and every event it sends carries the
 * room it was sent to, so a client listening to several rooms knows which one spoke.
 */
export const ROOM_KINDS = ['channel', 'conversation', 'member'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export type RoomName<K extends RoomKind = RoomKind> = `${K}:${string}`;

/** Rooms a client may ask for; a member room is joined by the server at the handshake, never asked for. */
export const JOINABLE_ROOM_KINDS = ['channel', 'conversation'] as const satisfies readonly RoomKind[];
export type JoinableRoomKind = (typeof JOINABLE_ROOM_KINDS)[number];

/** The one way to name a room, on both ends: `<kind>:<id>`. */
export function roomName<K extends RoomKind>(kind: K, id: string): RoomName<K> {
  return `${kind}:${id}`;
}

// Channels and conversations are database uuids; member ids are Better Auth's (letters, digits).
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const JOINABLE_ROOM = new RegExp(`^(${JOINABLE_ROOM_KINDS.join('|')}):(${UUID})$`);
const MEMBER_ROOM = /^member:([A-Za-z0-9_-]{1,64})$/;

/** A room name a client may join or leave. */
export const joinableRoomSchema = z.string().regex(JOINABLE_ROOM, 'validation.invalid');
export const memberRoomSchema = z.string().regex(MEMBER_ROOM, 'validation.invalid');

/** The kind and id of a room name, or null when it is not one. */
export function parseRoomName(name: string): { kind: RoomKind; id: string } | null {
  const joinable = JOINABLE_ROOM.exec(name);
  if (joinable) return { kind: joinable[1] as JoinableRoomKind, id: joinable[2]! };
  const member = MEMBER_ROOM.exec(name);
  return member ? { kind: 'member', id: member[1]! } : null;
}

export const REALTIME_LIMITS = {
  /** Largest payload a socket may send, in bytes. */
  maxPayloadBytes: 64 * 1024,
  /** Sends allowed per member (or pseudonym), across their sockets and instances, in each fixed window of `windowMs`. */
  sendsPerWindow: 20,
  windowMs: 10_000,
} as const;

export const REALTIME_PATH = '/socket.io';

/** Online lists are coalesced (one update per room per interval) and capped, so a crowd joining
 * a channel costs a few updates instead of one per arrival. */
export const PRESENCE_LIST_LIMIT = 200;
export const PRESENCE_UPDATE_INTERVAL_MS = 500;

/** What the handshake sends besides the session cookie. */
export const handshakeAuthSchema = z.object({ anonymousToken: z.string().max(4096).optional() });
export type HandshakeAuth = z.infer<typeof handshakeAuthSchema>;

// ---- Client → server: an input and the data of a successful acknowledgement.

export const chatLikeInputSchema = z.object({ messageId: z.uuid('validation.invalid') });
export type ChatLikeInput = z.infer<typeof chatLikeInputSchema>;

export const roomReplySchema = z.object({ room: joinableRoomSchema });
export const chatLikeResultSchema = z.object({ messageId: z.string(), likesCount: z.number().int().nonnegative(), liked: z.boolean() });
export type ChatLikeResult = z.infer<typeof chatLikeResultSchema>;

/** 'Untel est en train d'écrire' (ADR 016): only to the other participants of the conversation. */
export const conversationTypingInputSchema = z.object({ conversationId: z.uuid('validation.invalid'), typing: z.boolean() });
export type ConversationTypingInput = z.infer<typeof conversationTypingInputSchema>;
/** Typing signals per member, across their sockets, in each window: a client sends one per change, so this only stops a flood. */
export const TYPING_LIMITS = { perWindow: 30, windowS: 10 } as const;

export const clientEventSchemas = {
  'room:join': { input: joinableRoomSchema, reply: roomReplySchema },
  'room:leave': { input: joinableRoomSchema, reply: roomReplySchema },
  'chat:send': { input: sendChatMessageInputSchema, reply: sendOutcomeSchema },
  'chat:like': { input: chatLikeInputSchema, reply: chatLikeResultSchema },
  'conversation:typing': { input: conversationTypingInputSchema, reply: conversationTypingInputSchema },
} as const;
export type ClientEventName = keyof typeof clientEventSchemas;

export type AckResponse<T> = { ok: true; data: T } | { ok: false; code: ErrorCode };
export type Ack<T> = (response: AckResponse<T>) => void;

export type ClientToServerEvents = {
  [E in ClientEventName]: (
    input: z.input<(typeof clientEventSchemas)[E]['input']>,
    ack: Ack<z.infer<(typeof clientEventSchemas)[E]['reply']>>,
  ) => void;
};

// ---- Server → client: every event in a room envelope.

export const presenceEntrySchema = z.object({
  /** The member's user id, or null for a pseudonym. */
  userId: z.string().nullable(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  anonymous: z.boolean(),
});
export type PresenceEntry = z.infer<typeof presenceEntrySchema>;

/**
 * What the server tells one member on all their sockets at once (their `member:<id>` room).
 * Later features add their kind here: a direct message, a notification, an unread count.
 */
export const memberEventSchema = z.discriminatedUnion('type', [
  /** Sent just before the member's sockets are closed: a sign-out or a ban ended their sessions. */
  z.object({ type: z.literal('session.ended') }),
  /** A conversation of the member changed (a message): its list row and the navbar badge update. */
  z.object({
    type: z.literal('conversation.updated'),
    conversationId: z.string(),
    /** Messages from others the member has not read in this conversation. */
    unreadCount: z.number().int().nonnegative(),
    lastMessage: lastMessageSchema,
    lastMessageAt: z.string().nullable(),
  }),
  /**
   * Someone the member shares a conversation with came online or went offline (their first tab
   * opened, their last one closed). Never sent for a member who hides their online status.
   */
  z.object({ type: z.literal('member.presence'), userId: z.string(), online: z.boolean() }),
  /** A connection request to or from the member was sent or accepted: their lists reload. */
  z.object({ type: z.literal('connection.changed'), connectionId: z.string() }),
  /** The member's XP total changed (the user menu's badge and the gamification page update). */
  z.object({ type: z.literal('gamification.xp'), xp: z.number().int().nonnegative(), level: levelNumberSchema }),
  /** The member unlocked an achievement (a toast names it). */
  z.object({ type: z.literal('achievement.unlocked'), achievement: z.enum(ACHIEVEMENT_KEYS) }),
  /** A notification for the member (a statement of reasons, a dating match…). */
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  /** The member read their notifications in another tab: the bell's count reloads. */
  z.object({ type: z.literal('notifications.read') }),
]);
export type MemberEvent = z.infer<typeof memberEventSchema>;

export const serverEventSchemas = {
  'chat:message': z.object({ room: joinableRoomSchema, message: chatMessageSchema }),
  'chat:likes': z.object({ room: joinableRoomSchema, messageId: z.string(), likesCount: z.number().int().nonnegative() }),
  /** At most `PRESENCE_LIST_LIMIT` entries; `total` counts everyone present. */
  'presence:update': z.object({
    room: joinableRoomSchema,
    members: z.array(presenceEntrySchema).max(PRESENCE_LIST_LIMIT),
    total: z.number().int().nonnegative(),
  }),
  'member:event': z.object({ room: memberRoomSchema, event: memberEventSchema }),
  'conversation:message': z.object({ room: joinableRoomSchema, message: conversationMessageSchema }),
  /** `userId` read everything up to `lastReadAt`: the others' messages up to it show two checks. */
  'conversation:read': z.object({ room: joinableRoomSchema, conversationId: z.string(), userId: z.string(), lastReadAt: z.string().nullable() }),
  /**
   * A moderator removed content. Public content (posts, comments, forum, events,
   * profiles) goes to every socket; a chat or conversation message to its room only. Open pages
   * drop it from what they show.
   */
  'content:removed': z.object({ contentType: z.enum(REPORT_TARGET_TYPES), contentId: z.string(), containerId: z.string().nullable() }),
  'conversation:typing': z.object({ room: joinableRoomSchema, userId: z.string(), displayName: z.string(), typing: z.boolean() }),
} as const;
export type ServerEventName = keyof typeof serverEventSchemas;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;
export type PresenceUpdate = ServerEventPayload<'presence:update'>;

export type ServerToClientEvents = {
  [E in ServerEventName]: (event: ServerEventPayload<E>) => void;
};
