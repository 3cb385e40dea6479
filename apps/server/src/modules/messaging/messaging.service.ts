import type { z } from 'zod';
import {
  DEFAULT_GROUP_TITLE,
  type AddParticipantsInput,
  type CreateConversationInput,
  type RenameConversationInput,
  type sendConversationMessageInputSchema,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { decodeCursor, encodeCursor } from '../../lib/page-cursor';
import { isUuid } from '../../lib/uuid';
import { requireOwnPrivateMedia } from '../media/private-media';
import type { ModerationService } from '../moderation/moderation.service';
import { toPairKey, type MessagingRepository } from './messaging.repository';

const SPAM_WINDOW_MS = 60_000;

/**
 * One messaging core for /messages and /direct-messages (ADR 016). Only participants see a
 * conversation: anything else gets the same 404 as a conversation that does not exist.
 */
export function createMessagingService(deps: { repository: MessagingRepository; moderation: ModerationService; events: Pick<EventBus, 'emit'> }) {
  const { repository, moderation, events } = deps;

  async function requireParticipant(conversationId: string, userId: string) {
    if (!isUuid(conversationId) || !(await repository.isParticipant(conversationId, userId))) {
      throw new AppError(404, 'conversations.not_found');
    }
  }

  /**
   * The other members must exist; SPEC §3 allow_messages=false refuses whoever has no conversation
   * with them yet; and nobody starts or widens a conversation with a member they blocked or
   * who blocked them.
   */
  async function requireReachable(userId: string, memberIds: string[]) {
    const members = await repository.findMembers(memberIds);
    if (members.length !== memberIds.length) throw new AppError(404, 'http.not_found');
    if (await repository.blockedWithAny(userId, memberIds)) throw new AppError(403, 'blocks.blocked');
    if (members.some((member) => member.privacySettings.allow_messages === false)) {
      throw new AppError(403, 'conversations.messages_not_allowed');
    }
  }

  /**
   * SPEC §2 /messages: only a group's admin renames it or adds members. A non-participant gets the
   * usual 404; a private conversation never becomes a group of another pair.
   */
  async function requireGroupAdmin(conversationId: string, userId: string) {
    const membership = isUuid(conversationId) ? await repository.findMembership(conversationId, userId) : null;
    if (!membership) throw new AppError(404, 'conversations.not_found');
    if (membership.conversationType !== 'group') throw new AppError(409, 'conversations.not_a_group');
    if (!membership.isAdmin) throw new AppError(403, 'conversations.not_admin');
  }

  async function getOrCreateDirect(userId: string, otherId: string) {
    if (otherId === userId) throw new AppError(400, 'conversations.self');
    // An existing conversation stays open whatever the other's settings say now, but not past a block.
    const existing = await repository.findPrivateId(toPairKey(userId, otherId));
    if (existing) {
      if (await repository.blockedWithAny(userId, [otherId])) throw new AppError(403, 'blocks.blocked');
      return { id: existing, created: false };
    }
    await requireReachable(userId, [otherId]);
    return repository.getOrCreatePrivate(userId, otherId);
  }

  return {
    requireParticipant,
    getOrCreateDirect,

    /** A moderator's removal of a private or direct message (the desk checked the role); false when already gone. */
    async removeAsModerator(messageId: string): Promise<boolean> {
      return isUuid(messageId) && repository.deleteMessage(messageId);
    },

    /** For the socket layer (room joins, typing): a plain answer instead of a 404. */
    async isParticipant(conversationId: string, userId: string) {
      return isUuid(conversationId) && repository.isParticipant(conversationId, userId);
    },

    /** A private conversation whose two members blocked one another: its room is closed to both. */
    async isClosedByBlock(conversationId: string, userId: string) {
      return isUuid(conversationId) && (await repository.participantsBlockedWith(conversationId, userId)).closed;
    },

    /** Whom `userId`'s typing and read receipts must not reach here, and whether a block closed it. */
    async blockedParticipants(conversationId: string, userId: string) {
      return repository.participantsBlockedWith(conversationId, userId);
    },

    /** The pair's private conversation, if they have one. */
    async directConversationId(first: string, second: string) {
      return repository.findPrivateId(toPairKey(first, second));
    },

    /** A stored message as its participants see it; the caller already knows they are allowed to. */
    async findMessage(messageId: string) {
      return repository.findMessage(messageId);
    },

    /** Every participant's list row after a message (their unread count, the last message), in one query. */
    async participantUpdates(conversationId: string) {
      return repository.participantUpdates(conversationId);
    },

    async unreadTotal(userId: string) {
      return { count: await repository.unreadTotal(userId) };
    },

    /** The members told when this one comes online or goes offline (none when they hide it). */
    async presenceAudience(userId: string) {
      return repository.presenceAudience(userId);
    },

    /** SPEC §5: one selected member → their private conversation (reused); more → a 'Group Chat'. */
    async create(userId: string, input: CreateConversationInput) {
      const memberIds = [...new Set(input.memberIds)].filter((id) => id !== userId);
      if (memberIds.length === 0) {
        throw new AppError(400, input.memberIds.length > 0 ? 'conversations.self' : 'conversations.member_required');
      }
      if (memberIds.length === 1) return getOrCreateDirect(userId, memberIds[0]!);
      await requireReachable(userId, memberIds);
      const id = await repository.createGroup(userId, memberIds, input.title || DEFAULT_GROUP_TITLE);
      return { id, created: true };
    },

    /** The input is the route's validated body (trimmed, 1–100 characters). */
    async rename(userId: string, conversationId: string, input: RenameConversationInput) {
      await requireGroupAdmin(conversationId, userId);
      await repository.renameConversation(conversationId, input.title);
      return this.find(userId, conversationId);
    },

    /** Members already in the group are skipped (and not checked again); the others must be reachable. */
    async addParticipants(userId: string, conversationId: string, input: AddParticipantsInput) {
      await requireGroupAdmin(conversationId, userId);
      const current = new Set(await repository.participantIds(conversationId));
      const newcomers = [...new Set(input.memberIds)].filter((id) => !current.has(id));
      await requireReachable(userId, newcomers);
      // Their list query reads participant rows: the group is in their list from now on.
      await repository.addParticipants(conversationId, newcomers);
      return this.find(userId, conversationId);
    },

    /** The member's conversations (conversationListSchema) as JSON text: each one comes written by PostgreSQL. */
    async list(userId: string): Promise<string> {
      const conversations = await repository.listConversations(userId);
      return `{"conversations":[${conversations.join(',')}]}`;
    },

    async find(userId: string, conversationId: string) {
      // The query reads only the viewer's own conversations: a non-participant gets no row.
      const conversation = isUuid(conversationId) ? await repository.findConversation(userId, conversationId) : null;
      if (!conversation) throw new AppError(404, 'conversations.not_found');
      return conversation;
    },

    async messages(userId: string, conversationId: string, cursor?: string) {
      // The page's own statements check participation (one round trip fewer than requireParticipant).
      const page = isUuid(conversationId) ? await repository.listMessages(conversationId, userId, cursor ? decodeCursor(cursor) : undefined) : null;
      if (!page) throw new AppError(404, 'conversations.not_found');
      return { messages: page.messages, nextCursor: page.nextCursor ? encodeCursor(page.nextCursor) : null };
    },

    /**
     * SPEC §4/§5: moderated first; a refused message is neither stored nor delivered, and its sender
     * is told. The input is the route's already validated body (trimmed, defaults applied).
     */
    async send(userId: string, conversationId: string, input: z.output<typeof sendConversationMessageInputSchema>) {
      await requireParticipant(conversationId, userId);
      requireOwnPrivateMedia(userId, input.mediaUrl);
      // A block closes the pair's private conversation both ways (it stays readable).
      if ((await repository.participantsBlockedWith(conversationId, userId)).closed) throw new AppError(403, 'blocks.blocked');
      // Media alone is moderated too: a muted member's is refused all the same.
      const verdict = await moderation.moderate({
        content: input.content,
        contentType: 'direct_message',
        userId,
        pseudonym: null,
        recentContents: input.content ? await repository.recentContents(userId, new Date(Date.now() - SPAM_WINDOW_MS)) : [],
      });
      if (!verdict.approved) throw new AppError(422, 'moderation.refused');
      const message = await repository.insertMessage({
        conversationId,
        senderId: userId,
        content: input.content,
        messageType: input.mediaUrl ? input.messageType : 'text',
        mediaUrl: input.mediaUrl ?? null,
      });
      const participants = await repository.participantIds(conversationId);
      events.emit('message.sent', {
        messageId: message.id,
        conversationId,
        senderId: userId,
        recipientIds: participants.filter((id) => id !== userId),
        at: message.createdAt,
      });
      return message;
    },

    async markRead(userId: string, conversationId: string) {
      await requireParticipant(conversationId, userId);
      const lastReadAt = await repository.markRead(conversationId, userId);
      // The others' read receipts (two checks) follow this event over the socket.
      events.emit('conversation.read', { conversationId, userId, lastReadAt, at: new Date().toISOString() });
      return { lastReadAt };
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
