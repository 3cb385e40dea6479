import { z } from 'zod';
import { cursorSchema, nextCursorSchema } from './cursor-page';
import { CONVERSATION_API } from './conversation-routes';
import { withSchemas } from './endpoint';
import { mediaUrlSchema } from './media-url';
import { memberSummarySchema } from './members';
import { idParamsSchema } from './params';

/** SPEC §5: a private or direct message is at most 4,000 characters. */
export const CONVERSATION_MESSAGE_MAX_LENGTH = 4000;
/** SPEC §7: a conversation page holds 50 messages; older ones load on scroll up. */
export const CONVERSATION_PAGE_SIZE = 50;
/** SPEC §5: a new conversation with more than one selected member is a group with this title. */
export const DEFAULT_GROUP_TITLE = 'Group Chat';
export const CONVERSATION_TYPES = ['private', 'group'] as const;

export const startDirectConversationInputSchema = z.object({ userId: z.string().min(1, 'conversations.member_required') });
export type StartDirectConversationInput = z.infer<typeof startDirectConversationInputSchema>;

/** A group's name: the same bounds when it is named at creation as when it is renamed. */
export const CONVERSATION_TITLE_MAX_LENGTH = 100;

/**
 * SPEC §8: 'A new conversation needs at least one selected user'. A group may be named when it is
 * made; a blank name leaves it 'Group Chat' (SPEC §5), and a private conversation keeps no name.
 */
export const createConversationInputSchema = z.object({
  memberIds: z.array(z.string().min(1)).min(1, 'conversations.member_required').max(50, 'validation.invalid'),
  title: z.string().trim().max(CONVERSATION_TITLE_MAX_LENGTH, 'conversations.title_too_long').optional(),
});
export type CreateConversationInput = z.infer<typeof createConversationInputSchema>;

/** SPEC §5: trimmed text or a media url (from the media uploader), at most 4,000 characters. */
export const sendConversationMessageInputSchema = z
  .object({
    content: z.string().trim().max(CONVERSATION_MESSAGE_MAX_LENGTH, 'conversations.message_too_long').default(''),
    mediaUrl: mediaUrlSchema.nullable().optional(),
    messageType: z.enum(['text', 'image', 'video']).default('text'),
  })
  .refine((message) => message.content.length > 0 || Boolean(message.mediaUrl), {
    message: 'conversations.message_empty',
    path: ['content'],
  });
export type SendConversationMessageInput = z.input<typeof sendConversationMessageInputSchema>;

/** The 50 newest messages, oldest first; `nextCursor` reaches the 50 before them. */
export const conversationMessagesQuerySchema = z.object({ cursor: cursorSchema.optional() });

export const conversationMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string().nullable(),
  sender: memberSummarySchema.nullable(),
  content: z.string(),
  messageType: z.string(),
  mediaUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** A conversation's newest message, as its list row shows it. */
export const lastMessageSchema = conversationMessageSchema.omit({ sender: true }).nullable();

export const conversationSummarySchema = z.object({
  id: z.string(),
  type: z.enum(CONVERSATION_TYPES),
  title: z.string().nullable(),
  createdBy: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The participants other than the viewer; online only where their privacy settings allow. */
  participants: z.array(memberSummarySchema),
  lastMessage: lastMessageSchema,
  lastMessageAt: z.string().nullable(),
  /** Messages from others the viewer has not read. */
  unreadCount: z.number().int().nonnegative(),
  /** When the others last read: the viewer's own messages up to it show two checks. */
  othersReadAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export const conversationMessagesPageSchema = z.object({ messages: z.array(conversationMessageSchema), nextCursor: nextCursorSchema });
export type ConversationMessagesPage = z.infer<typeof conversationMessagesPageSchema>;
export const conversationCreatedSchema = z.object({ id: z.string(), created: z.boolean() });
export const readStateSchema = z.object({ lastReadAt: z.string().nullable() });
/** The navbar badge: messages from others the member has not read, over all their conversations. */
export const unreadTotalSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadTotal = z.infer<typeof unreadTotalSchema>;

/** SPEC §2 /messages: the admin of a group renames it… */
export const renameConversationInputSchema = z.object({
  title: z.string().trim().min(1, 'conversations.title_required').max(CONVERSATION_TITLE_MAX_LENGTH, 'conversations.title_too_long'),
});
export type RenameConversationInput = z.infer<typeof renameConversationInputSchema>;
/** …and adds members to it (never to a private conversation: that would make it a group of another pair). */
export const addParticipantsInputSchema = z.object({
  memberIds: z.array(z.string().min(1)).min(1, 'conversations.member_required').max(50, 'validation.invalid'),
});
export type AddParticipantsInput = z.infer<typeof addParticipantsInputSchema>;

export const conversationContract = withSchemas(CONVERSATION_API, {
  startDirect: { body: startDirectConversationInputSchema, response: { 200: conversationCreatedSchema, 201: conversationCreatedSchema } },
  create: { body: createConversationInputSchema, response: { 200: conversationCreatedSchema, 201: conversationCreatedSchema } },
  list: { response: { 200: conversationListSchema } },
  unread: { response: { 200: unreadTotalSchema } },
  get: { params: idParamsSchema, response: { 200: conversationSummarySchema } },
  rename: { params: idParamsSchema, body: renameConversationInputSchema, response: { 200: conversationSummarySchema } },
  addParticipants: { params: idParamsSchema, body: addParticipantsInputSchema, response: { 200: conversationSummarySchema } },
  listMessages: { params: idParamsSchema, querystring: conversationMessagesQuerySchema, response: { 200: conversationMessagesPageSchema } },
  sendMessage: { params: idParamsSchema, body: sendConversationMessageInputSchema, response: { 201: conversationMessageSchema } },
  markRead: { params: idParamsSchema, response: { 200: readStateSchema } },
});
