import { MODERATED_PLACEHOLDER, type ChatMessage } from '@la-meute/shared';

/**
 * SPEC §4: a message shows at once (sending), then is confirmed, refused by moderation (kept only
 * here, as '[Message modéré]' without media) or failed (the author may retry).
 */
export type PendingStatus = 'sending' | 'failed' | 'moderated';

export type PendingMessage = {
  clientId: string;
  content: string;
  mediaUrls: string[];
  replyTo: ChatMessage['replyTo'];
  status: PendingStatus;
  /** The last server message when it was sent: it is shown right after it, whatever the clocks say. */
  anchorId: string | null;
  createdAt: string;
};

export type PendingAction =
  | { type: 'sent'; message: PendingMessage }
  | { type: 'delivered'; clientId: string }
  | { type: 'moderated'; clientId: string }
  | { type: 'failed'; clientId: string }
  | { type: 'retried'; clientId: string; anchorId: string | null }
  | { type: 'discarded'; clientId: string };

export function pendingReducer(state: PendingMessage[], action: PendingAction): PendingMessage[] {
  const patch = (update: (message: PendingMessage) => PendingMessage | null) =>
    state.flatMap((message) => {
      if (action.type === 'sent' || message.clientId !== action.clientId) return [message];
      const next = update(message);
      return next ? [next] : [];
    });
  switch (action.type) {
    case 'sent':
      return [...state, action.message];
    case 'delivered':
    case 'discarded':
      // The delivered copy now lives in the history cache.
      return patch(() => null);
    case 'moderated':
      return patch((message) => ({ ...message, status: 'moderated', content: MODERATED_PLACEHOLDER, mediaUrls: [] }));
    case 'failed':
      return patch((message) => (message.status === 'sending' ? { ...message, status: 'failed' } : message));
    case 'retried':
      return patch((message) => ({ ...message, status: 'sending', anchorId: action.anchorId }));
  }
}

export type TimelineEntry = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; pending: PendingMessage };

/**
 * The list as read: server messages in order, each local copy after its anchor. The room echoes
 * the sender's message just before the acknowledgement names it; meanwhile an own message with
 * the same text after the anchor stands for the copy, so it never shows twice.
 */
export function buildTimeline(
  messages: ChatMessage[],
  pending: PendingMessage[],
  isOwn: (message: ChatMessage) => boolean,
): TimelineEntry[] {
  const claimed = new Set<string>();
  const position = new Map(messages.map((message, index) => [message.id, index]));
  const after = new Map<number, PendingMessage[]>();

  for (const copy of pending) {
    const anchorIndex = copy.anchorId === null ? -1 : (position.get(copy.anchorId) ?? -1);
    if (copy.status === 'sending') {
      const echo = messages.find(
        (message, index) =>
          index > anchorIndex && !claimed.has(message.id) && isOwn(message) && message.content === copy.content.trim(),
      );
      if (echo) {
        claimed.add(echo.id);
        continue;
      }
    }
    after.set(anchorIndex, [...(after.get(anchorIndex) ?? []), copy]);
  }

  const entries: TimelineEntry[] = (after.get(-1) ?? []).map((copy) => ({ kind: 'pending', pending: copy }));
  messages.forEach((message, index) => {
    entries.push({ kind: 'message', message });
    for (const copy of after.get(index) ?? []) entries.push({ kind: 'pending', pending: copy });
  });
  return entries;
}
