import { endpoint } from './endpoint';

/**
 * The chat API's endpoint, apart from its schemas (ADR 011): the chat page reads it without
 * pulling zod into its chunk; chat.ts joins the schemas to it. A page sends and likes through the
 * realtime connection.
 */
export const CHAT_API = {
  /** A channel's last messages (?before= goes back from a message). */
  history: endpoint('GET', '/api/channels/:id/messages'),
  /** A member's send over HTTP: what the offline outbox replays (the page sends over the connection). */
  send: endpoint('POST', '/api/channels/:id/messages'),
};
