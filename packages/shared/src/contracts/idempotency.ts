import { CHAT_API } from './chat-routes';
import { CONVERSATION_API } from './conversation-routes';
import type { AnyEndpoint } from './endpoint';
import { EVENT_API } from './event-routes';
import { FORUM_API } from './forum-routes';
import { POST_API } from './post-routes';

/**
 * Writes made offline wait in the device's outbox and may reach the server more than once (a tab
 * and the service worker both replaying, an answer lost on the way back). Each carries a key the
 * device drew; the server applies a key once and answers its repeats with the first outcome
 * (ADR 033).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A key as the device draws it (a UUID): 16 to 64 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Set on an answer that repeats a key's first outcome instead of applying the write again. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
/** How long a key's outcome is kept: a member may stay a week without a network. */
export const IDEMPOTENCY_KEY_TTL_DAYS = 7;

/** The writes the outbox queues and replays; the server honours a key on these and only these. */
export const REPLAYABLE_WRITES = [
  POST_API.create,
  POST_API.like,
  POST_API.comment,
  FORUM_API.createReply,
  CONVERSATION_API.sendMessage,
  EVENT_API.register,
  CHAT_API.send,
] as const satisfies readonly AnyEndpoint[];
