import { roomName, type ConversationSummary } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emitWithAck } from '@/lib/realtime/realtime';
import { useRoom } from '@/lib/realtime/use-room';
import type { ConversationList } from '../api/get-conversations';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { messagingKeys } from '../api/query-keys';
import { addLiveMessage, type MessagesData } from '../lib/messages-cache';

/** A typing signal lapses after this long without a keystroke (and when the message is sent). */
const TYPING_IDLE_MS = 4000;

type Typist = { userId: string; displayName: string };

function setOthersReadAt(data: ConversationList | undefined, conversationId: string, othersReadAt: string): ConversationList | undefined {
  if (!data) return data;
  return {
    conversations: data.conversations.map((conversation: ConversationSummary) =>
      conversation.id === conversationId ? { ...conversation, othersReadAt } : conversation,
    ),
  };
}

/**
 * The open conversation, live (ADR 016): its messages arrive once each, others' messages are
 * marked read as they arrive (the conversation is on screen), read receipts turn one check into
 * two, and 'X est en train d'écrire' follows the others' typing. `viewerId` is the signed-in member.
 */
export function useConversationRoom(conversationId: string | null, viewerId: string) {
  const queryClient = useQueryClient();
  // TanStack Query keeps `mutate` the same function across renders.
  const { mutate: markRead } = useMarkConversationRead();
  const room = conversationId ? roomName('conversation', conversationId) : null;
  // Kept per conversation: switching conversations shows nobody typing without an extra render.
  const [typing, setTyping] = useState<{ conversationId: string | null; typists: Typist[] }>({ conversationId: null, typists: [] });
  const updateTypists = useCallback(
    (id: string, update: (typists: Typist[]) => Typist[]) =>
      setTyping((current) => ({ conversationId: id, typists: update(current.conversationId === id ? current.typists : []) })),
    [],
  );

  // SPEC §4: opening a conversation marks the others' messages read.
  useEffect(() => {
    if (conversationId) markRead(conversationId);
  }, [conversationId, markRead]);

  const status = useRoom(room, {
    // After a reconnect: the messages and receipts missed meanwhile.
    queryKeys: conversationId ? [messagingKeys.messages(conversationId), messagingKeys.conversations()] : [],
    handlers: {
      'conversation:message': ({ message }) => {
        queryClient.setQueryData<MessagesData>(messagingKeys.messages(message.conversationId), (data) => addLiveMessage(data, message));
        if (message.senderId !== viewerId) {
          updateTypists(message.conversationId, (typists) => typists.filter((typist) => typist.userId !== message.senderId));
          markRead(message.conversationId);
        }
      },
      'conversation:read': ({ conversationId: id, userId, lastReadAt }) => {
        if (userId === viewerId || !lastReadAt) return;
        const row = queryClient.getQueryData<ConversationList>(messagingKeys.conversations())?.conversations.find((item) => item.id === id);
        // In a group, two checks wait for every other participant: the server computes that minimum.
        if (row?.type === 'private') queryClient.setQueryData<ConversationList>(messagingKeys.conversations(), (data) => setOthersReadAt(data, id, lastReadAt));
        else void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      },
      'conversation:typing': ({ userId, displayName, typing: isTyping }) => {
        if (userId === viewerId || !conversationId) return;
        updateTypists(conversationId, (typists) => {
          const others = typists.filter((typist) => typist.userId !== userId);
          return isTyping ? [...others, { userId, displayName }] : others;
        });
      },
    },
  });

  // Typing is signalled once per change, and stops by itself after a pause.
  const typingRef = useRef<{ typing: boolean; timer: ReturnType<typeof setTimeout> | null }>({ typing: false, timer: null });
  const signalTyping = useCallback(
    (isTyping: boolean) => {
      if (!conversationId) return;
      const state = typingRef.current;
      const send = (value: boolean) => {
        if (state.typing === value) return;
        state.typing = value;
        void emitWithAck('conversation:typing', { conversationId, typing: value });
      };
      if (state.timer) clearTimeout(state.timer);
      state.timer = isTyping
        ? setTimeout(() => {
            state.timer = null;
            send(false);
          }, TYPING_IDLE_MS)
        : null;
      send(isTyping);
    },
    [conversationId],
  );
  useEffect(
    () => () => {
      const state = typingRef.current;
      if (state.timer) clearTimeout(state.timer);
      if (state.typing && conversationId) void emitWithAck('conversation:typing', { conversationId, typing: false });
      typingRef.current = { typing: false, timer: null };
    },
    [conversationId],
  );

  const typists = typing.conversationId === conversationId ? typing.typists : [];
  return { status, typists, signalTyping };
}
