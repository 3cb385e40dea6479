import type { ChatMessage, PresenceEntry } from '@la-meute/shared';

/** Who reads the chat: a member, a pseudonym (SPEC §6, may chat) or a visitor (read only). */
export type ChatViewer =
  | { kind: 'member'; userId: string; name: string; level: number }
  | { kind: 'pseudonym'; name: string }
  | { kind: 'visitor' };

export function isOwnMessage(viewer: ChatViewer, message: Pick<ChatMessage, 'author' | 'pseudonym'>): boolean {
  if (viewer.kind === 'member') return message.author?.id === viewer.userId;
  // A pseudonym has no account: its messages are known by name only.
  if (viewer.kind === 'pseudonym') return message.author === null && message.pseudonym === viewer.name;
  return false;
}

export function isSelfPresence(viewer: ChatViewer, entry: PresenceEntry): boolean {
  if (viewer.kind === 'member') return entry.userId === viewer.userId;
  if (viewer.kind === 'pseudonym') return entry.anonymous && entry.name === viewer.name;
  return false;
}
