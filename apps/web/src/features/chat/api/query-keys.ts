/**
 * The chat feature's query-key factory: every entry starts with ['chat']. Histories carry the
 * viewer id because `likedByViewer` differs per member (signing in must not reuse a visitor's copy).
 */
export const chatKeys = {
  all: ['chat'] as const,
  channels: () => [...chatKeys.all, 'channels'] as const,
  histories: () => [...chatKeys.all, 'history'] as const,
  /** Every viewer's copy of one channel's history: what a live event or a resync touches. */
  channelHistory: (channelId: string) => [...chatKeys.histories(), channelId] as const,
  history: (channelId: string, viewerId: string | null) => [...chatKeys.channelHistory(channelId), viewerId] as const,
  profile: (userId: string) => [...chatKeys.all, 'profile', userId] as const,
};
