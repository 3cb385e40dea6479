import { CHAT_API, type ChatMessage } from '@la-meute/shared';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { hiddenAuthorIds, useBlockList } from '@/entities/block/member-blocks';
import { useChatHistory } from '@/features/chat/api/get-chat-history';
import { sendChatMessage } from '@/features/chat/api/send-chat-message';
import { flattenHistory } from '@/features/chat/lib/chat-cache';
import { toastSendFailure } from '@/features/chat/lib/chat-toasts';
import { buildTimeline, pendingReducer, type PendingMessage } from '@/features/chat/lib/timeline';
import { sendOrQueue } from '@/lib/offline/send-or-queue';

type TimelineOptions = {
  channelId: string;
  viewerId: string | null;
  /** Whether a server message is the viewer's own: it then stands for a copy still awaiting its ack. */
  isOwn: (message: ChatMessage) => boolean;
  receiveMessage: (message: ChatMessage) => void;
};

/** History, live and optimistic messages of one channel, and the sending that feeds them. */
export function useChatTimeline({ channelId, viewerId, isOwn, receiveMessage }: TimelineOptions) {
  const { t } = useTranslation();
  const history = useChatHistory(channelId, viewerId);
  const [pending, dispatch] = useReducer(pendingReducer, []);
  // What arrives live from a member the viewer blocked or muted is not shown either
  // (the server already leaves them out of the history).
  const hiddenLists = useBlockList(viewerId !== null);
  const messages = useMemo(() => {
    const hidden = hiddenAuthorIds(hiddenLists.data);
    const all = flattenHistory(history.data);
    return hidden.size === 0 ? all : all.filter((message) => !message.author || !hidden.has(message.author.id));
  }, [history.data, hiddenLists.data]);
  const entries = useMemo(() => buildTimeline(messages, pending, isOwn), [messages, pending, isOwn]);
  // Read when sending, not rendering: a copy goes after the newest message known at that moment.
  const lastId = useRef<string | null>(null);
  useEffect(() => {
    lastId.current = messages.at(-1)?.id ?? null;
  }, [messages]);

  const deliver = useCallback(
    async (copy: PendingMessage) => {
      // A member without a network: the outbox keeps it (shown there) and sends it over HTTP when
      // the network returns (ADR 033); the connection cannot carry it until then.
      if (viewerId && !onlineManager.isOnline()) {
        const body = { content: copy.content, mediaUrls: copy.mediaUrls, replyTo: copy.replyTo?.id ?? null, clientId: copy.clientId };
        const queued = await sendOrQueue(CHAT_API.send, { memberId: viewerId, params: { id: channelId }, body, preview: copy.content }).then(
          () => true,
          () => false,
        );
        if (queued) {
          dispatch({ type: 'discarded', clientId: copy.clientId });
          return;
        }
      }
      const reply = await sendChatMessage({
        channelId,
        content: copy.content,
        mediaUrls: copy.mediaUrls,
        replyTo: copy.replyTo?.id ?? null,
        clientId: copy.clientId,
      });
      if (!reply.ok) {
        dispatch({ type: 'failed', clientId: copy.clientId });
        toastSendFailure(t, reply.code);
      } else if (reply.data.status === 'moderated') {
        dispatch({ type: 'moderated', clientId: copy.clientId });
      } else {
        // Also covers a room event that never came (joined a moment too late).
        receiveMessage(reply.data.message);
        dispatch({ type: 'delivered', clientId: copy.clientId });
      }
    },
    [channelId, receiveMessage, t, viewerId],
  );

  const send = useCallback(
    (content: string, replyTo: ChatMessage | null, mediaUrls: string[] = []) => {
      const copy: PendingMessage = {
        clientId: crypto.randomUUID(),
        content: content.trim(),
        mediaUrls,
        replyTo: replyTo ? { id: replyTo.id, pseudonym: replyTo.pseudonym, content: replyTo.content } : null,
        status: 'sending',
        anchorId: lastId.current,
        createdAt: new Date().toISOString(),
      };
      dispatch({ type: 'sent', message: copy });
      void deliver(copy);
    },
    [deliver],
  );

  const retry = useCallback(
    (copy: PendingMessage) => {
      dispatch({ type: 'retried', clientId: copy.clientId, anchorId: lastId.current });
      void deliver({ ...copy, status: 'sending' });
    },
    [deliver],
  );

  const discard = useCallback((clientId: string) => dispatch({ type: 'discarded', clientId }), []);

  return { history, entries, send, retry, discard };
}
