import { channelsQueryKey } from '@/entities/channel/get-channels';

/**
 * The chat feature's query-key factory: its own entries start with ['chat']. Histories carry the
 * viewer id because `likedByViewer` differs per member (signing in must not reuse a visitor's copy).
 */
export const chatKeys = {
  all: ['chat'] as const,
  /** The app-wide channel list (entities/channel/get-channels.ts), which the chat patches with live counts. */
  channels: () => channelsQueryKey,
  histories: () => [...chatKeys.all, 'history'] as const,
  /** Every viewer's copy of one channel's history: what a live event or a resync touches. */
  channelHistory: (channelId: string) => [...chatKeys.histories(), channelId] as const,
  history: (channelId: string, viewerId: string | null) => [...chatKeys.channelHistory(channelId), viewerId] as const,
};
