import { FALLBACK_CHANNELS, type ChannelSummary } from '@la-meute/shared';

/** A channel as the page shows it; the built-in fallbacks have no id on the server. */
export type ChatChannel = Pick<ChannelSummary, 'id' | 'name' | 'description' | 'lastMessageAt'> & {
  /** Null for a fallback channel: the count is unknown. */
  messageCount: number | null;
  /** False for a fallback channel: it can be listed, not opened. */
  available: boolean;
};

export function toChatChannel(channel: ChannelSummary): ChatChannel {
  return { ...channel, available: true };
}

/** SPEC §4: when the list cannot be fetched, the four built-in channels stand in. */
export const FALLBACK_CHAT_CHANNELS: ChatChannel[] = FALLBACK_CHANNELS.map((channel) => ({
  id: `fallback:${channel.name}`,
  name: channel.name,
  description: null,
  lastMessageAt: null,
  messageCount: null,
  available: false,
}));

/** Where a newcomer lands: the pack's common room, not whichever channel spoke last. */
const DEFAULT_CHANNEL_NAME = 'general';

/**
 * The channel named in the address (/chat?channel=help, so a channel can be linked and shared),
 * else #general, else the first one. The server render reads the same address: both agree.
 */
export function pickChannel(channels: ChatChannel[], requested: string | null): ChatChannel | undefined {
  const named = (name: string | null) => channels.find((channel) => channel.name === name);
  return named(requested) ?? named(DEFAULT_CHANNEL_NAME) ?? channels[0];
}

const LAST_CHANNEL_KEY = 'la-meute:last-channel';

/** The channel last open on this device (a public channel's name, nothing of the member's). */
export function readLastChannel(): string | null {
  try {
    return localStorage.getItem(LAST_CHANNEL_KEY);
  } catch {
    return null;
  }
}

export function rememberChannel(name: string): void {
  try {
    localStorage.setItem(LAST_CHANNEL_KEY, name);
  } catch {
    // A browser that keeps nothing (a private window): /chat opens #general, as for a newcomer.
  }
}
