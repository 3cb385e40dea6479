import type { ConversationMessage } from '@la-meute/shared';

export type ThreadItem = {
  message: ConversationMessage;
  /** The viewer's own message: right-aligned, with its read checks (SPEC §2). */
  own: boolean;
  /**
   * In a group, others' bubbles carry their sender's name, once per run of messages from the same
   * person: a two-person conversation has only one other, whose name is in the header.
   */
  showSender: boolean;
  media: ThreadMedia | null;
};

export type ThreadMedia = { kind: 'image' | 'video'; url: string };

/** A media message (messageType image or video with its url) shows as that media. */
export function messageMedia(message: Pick<ConversationMessage, 'messageType' | 'mediaUrl'>): ThreadMedia | null {
  if (!message.mediaUrl) return null;
  if (message.messageType === 'image' || message.messageType === 'video') return { kind: message.messageType, url: message.mediaUrl };
  return null;
}

export function buildThreadItems(messages: ConversationMessage[], viewerId: string, isGroup: boolean): ThreadItem[] {
  return messages.map((message, index) => {
    const own = message.senderId === viewerId;
    const previous = messages[index - 1];
    const sameSenderAsPrevious = previous !== undefined && previous.senderId === message.senderId;
    return { message, own, showSender: isGroup && !own && !sameSenderAsPrevious, media: messageMedia(message) };
  });
}
