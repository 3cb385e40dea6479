import { z } from 'zod';
import { cursorSchema, nextCursorSchema } from './cursor-page';
import { CHAT_API } from './chat-routes';
import { withSchemas } from './endpoint';
import { MEDIA_LIMITS } from './media';
import { mediaUrlSchema } from './media-url';
import { memberSummarySchema } from './members';
import { idParamsSchema } from './params';

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** SPEC §4: what replaces a message the moderation refused. */
export const MODERATED_PLACEHOLDER = '[Message modéré]';

/** SPEC §5: text or media, at most 2,000 characters. */
const chatMessageFields = {
  content: z.string().max(CHAT_MESSAGE_MAX_LENGTH, 'chat.too_long').default(''),
  mediaUrls: z.array(mediaUrlSchema).max(MEDIA_LIMITS.perPost, 'validation.invalid').default([]),
  replyTo: z.uuid().nullable().optional(),
  /** The sender's own id for the optimistic copy, echoed back with the outcome. */
  clientId: z.string().min(1).max(64),
};
const hasTextOrMedia = (message: { content: string; mediaUrls: string[] }) => message.content.trim().length > 0 || message.mediaUrls.length > 0;
export const sendChatMessageInputSchema = z
  .object({ channelId: z.uuid('validation.invalid'), ...chatMessageFields })
  .refine(hasTextOrMedia, { message: 'chat.empty', path: ['content'] });
export type SendChatMessageInput = z.input<typeof sendChatMessageInputSchema>;

export const chatReplySchema = z.object({ id: z.string(), pseudonym: z.string(), content: z.string() });

/**
 * A chat message as every client sees it. `pseudonym` is the name it was sent under; `author` is
 * the member who sent it, null for an anonymous author: a pseudonym only, no user id, email or
 * avatar ever leaves the server for them (issue: public chat).
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  content: z.string(),
  pseudonym: z.string(),
  author: memberSummarySchema.nullable(),
  mediaUrls: z.array(z.string()),
  replyTo: chatReplySchema.nullable(),
  likesCount: z.number().int().nonnegative(),
  likedByViewer: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Oldest first; `nextCursor` reaches further back. */
export const chatHistoryQuerySchema = z.object({ cursor: cursorSchema.optional() });
export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema), nextCursor: nextCursorSchema });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** What a send comes to: the message as the channel sees it, or its refusal by the moderation. */
export const sendOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('delivered'), message: chatMessageSchema }),
  z.object({ status: z.literal('moderated'), clientId: z.string() }),
]);
export type SendOutcome = z.infer<typeof sendOutcomeSchema>;

/** A member's send over HTTP (the offline outbox's): the channel in the address, the rest as over the connection. */
export const sendChatMessageBodySchema = z.object(chatMessageFields).refine(hasTextOrMedia, { message: 'chat.empty', path: ['content'] });
export type SendChatMessageBody = z.input<typeof sendChatMessageBodySchema>;

export const chatContract = withSchemas(CHAT_API, {
  history: { params: idParamsSchema, querystring: chatHistoryQuerySchema, response: { 200: chatHistorySchema } },
  send: { params: idParamsSchema, body: sendChatMessageBodySchema, response: { 200: sendOutcomeSchema } },
});

/** SPEC §4: the four channels shown when the channel list cannot be fetched. */
export const FALLBACK_CHANNELS = [
  { name: 'holistic-wellness', channelType: 'chat', isActive: true },
  { name: 'personal-sovereignty', channelType: 'chat', isActive: true },
  { name: 'local-meetups', channelType: 'chat', isActive: true },
  { name: 'knowledge-sharing', channelType: 'chat', isActive: true },
] as const;
