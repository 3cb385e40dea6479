import { DEFAULT_LEVEL, isErrorCode, sendChatMessageInputSchema, type SendOutcome } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/page-cursor';
import { isUuid } from '../../lib/uuid';
import type { EventBus } from '../../lib/event-bus';
import type { Identity } from '../../lib/identity';
import { refusePrivateMedia } from '../media/private-media';
import type { ModerationService } from '../moderation/moderation.service';
import type { ChatRepository } from './chat.repository';

const SPAM_WINDOW_MS = 60_000;

export function createChatService(deps: { repository: ChatRepository; moderation: ModerationService; events: Pick<EventBus, 'emit'> }) {
  const { repository, moderation, events } = deps;

  async function requireChannel(channelId: string) {
    if (!isUuid(channelId) || !(await repository.isActiveChannel(channelId))) {
      throw new AppError(404, 'chat.channel_not_found');
    }
  }

  return {
    requireChannel,

    /** A moderator's removal (the desk checked the role); false when already gone. */
    async removeAsModerator(messageId: string): Promise<boolean> {
      return isUuid(messageId) && repository.deleteMessage(messageId);
    },

    async history(channelId: string, viewerId: string | null, cursor?: string) {
      const from = cursor ? decodeCursor(cursor) : undefined;
      await requireChannel(channelId);
      const page = await repository.listHistory(channelId, viewerId, from);
      return { messages: page.messages, nextCursor: page.nextCursor ? encodeCursor(page.nextCursor) : null };
    },

    /**
     * SPEC §4/§5: a member or a pseudonym may send text or media; the message is moderated and,
     * when refused, neither stored nor broadcast — its sender learns it was moderated.
     */
    async send(identity: Identity, rawInput: unknown): Promise<SendOutcome> {
      if (identity.kind === 'guest') throw new AppError(401, 'auth.required');
      const parsed = sendChatMessageInputSchema.safeParse(rawInput);
      if (!parsed.success) {
        const code = parsed.error.issues[0]?.message ?? '';
        throw new AppError(400, isErrorCode(code) ? code : 'validation.invalid');
      }
      const input = parsed.data;
      refusePrivateMedia(input.mediaUrls);
      await requireChannel(input.channelId);
      const author =
        identity.kind === 'member'
          ? { userId: identity.user.id, pseudonym: identity.user.displayName, userLevel: identity.user.level }
          : { userId: null, pseudonym: identity.pseudonym, userLevel: DEFAULT_LEVEL };
      const content = input.content.trim();
      const verdict = await moderation.moderate({
        content,
        contentType: 'chat_message',
        userId: author.userId,
        pseudonym: author.pseudonym,
        recentContents: await repository.recentContents(author, new Date(Date.now() - SPAM_WINDOW_MS)),
      });
      if (!verdict.approved) return { status: 'moderated', clientId: input.clientId };
      const message = await repository.insertMessage({
        channelId: input.channelId,
        content,
        ...author,
        mediaUrls: input.mediaUrls,
        replyTo: input.replyTo ?? null,
      });
      events.emit('chat.message.sent', { messageId: message.id, channelId: input.channelId, authorId: author.userId, at: new Date().toISOString() });
      return { status: 'delivered', message };
    },

    /** SPEC §5: liking needs a member; one like per member, stored and counted exactly. */
    async toggleLike(identity: Identity, messageId: string) {
      if (identity.kind !== 'member') throw new AppError(401, 'auth.required');
      const result = isUuid(messageId) ? await repository.toggleLike(messageId, identity.user.id) : null;
      if (!result) throw new AppError(404, 'http.not_found');
      events.emit('chat.message.liked', {
        messageId,
        channelId: result.channelId,
        authorId: result.authorId,
        likerId: identity.user.id,
        liked: result.liked,
        at: new Date().toISOString(),
      });
      return result;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
