import type { SendChatMessageInput } from '@la-meute/shared';
import { emitWithAck, type AckReply } from '@/lib/realtime/realtime';

export type SendChatMessageReply = AckReply<'chat:send'>;

/**
 * SPEC §5: sending goes through the realtime connection (chat:send). The reply says whether the
 * message was delivered or refused by moderation; the sender's clientId ties it to its copy.
 */
export function sendChatMessage(input: SendChatMessageInput): Promise<SendChatMessageReply> {
  return emitWithAck('chat:send', input);
}
