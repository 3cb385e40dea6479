import { roomName, type ChannelList, type ChatMessage, type PresenceUpdate } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useRoom } from '@/lib/realtime/use-room';
import { chatKeys } from '@/features/chat/api/query-keys';
import { addLiveMessage, hasMessage, updateMessage, type HistoryData } from '@/features/chat/lib/chat-cache';

/**
 * The chat meaning of a channel room: live messages join the history cache (once), like counts
 * follow `chat:likes`, and `presence:update` is who is connected to the channel now.
 */
export function useChatRoom(channelId: string | null) {
  const queryClient = useQueryClient();
  const room = channelId ? roomName('channel', channelId) : null;
  const [presence, setPresence] = useState<PresenceUpdate | null>(null);

  /** Adds a message to every cached copy of the history; the channel card counts it once. */
  const receiveMessage = useCallback(
    (message: ChatMessage) => {
      const histories = queryClient.getQueriesData<HistoryData>({ queryKey: chatKeys.channelHistory(message.channelId) });
      if (histories.some(([, data]) => hasMessage(data, message.id))) return;
      queryClient.setQueriesData<HistoryData>({ queryKey: chatKeys.channelHistory(message.channelId) }, (data) =>
        addLiveMessage(data, message),
      );
      queryClient.setQueryData<ChannelList>(chatKeys.channels(), (data) =>
        data
          ? {
              channels: data.channels.map((channel) =>
                channel.id === message.channelId
                  ? { ...channel, messageCount: channel.messageCount + 1, lastMessageAt: message.createdAt }
                  : channel,
              ),
            }
          : data,
      );
    },
    [queryClient],
  );

  const status = useRoom(room, {
    // After a reconnect: the messages, likes and counts missed meanwhile.
    queryKeys: channelId ? [chatKeys.channelHistory(channelId), chatKeys.channels()] : [],
    handlers: {
      'chat:message': ({ message }) => receiveMessage(message),
      'chat:likes': ({ messageId, likesCount }) => {
        if (!channelId) return;
        queryClient.setQueriesData<HistoryData>({ queryKey: chatKeys.channelHistory(channelId) }, (data) =>
          updateMessage(data, messageId, (message) => ({ ...message, likesCount })),
        );
      },
      'presence:update': setPresence,
    },
  });

  const current = presence?.room === room ? presence : null;
  return { status, members: current?.members ?? [], online: current?.total ?? null, receiveMessage };
}
