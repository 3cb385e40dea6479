import { FALLBACK_CHANNELS, type ChannelSummary } from '@la-meute/shared';
import type { TranslationKey } from '@/lib/i18n';

/** A channel as the page shows it; the built-in fallbacks have no id on the server. */
export type ChatChannel = Pick<ChannelSummary, 'id' | 'name' | 'description' | 'lastMessageAt'> & {
  /** Null for a fallback channel: the count is unknown. */
  messageCount: number | null;
  /** False for a fallback channel: it can be listed, not opened. */
  available: boolean;
};

// The channels the server seeds; any other name is shown as written.
const SEEDED_LABELS: Record<string, TranslationKey> = {
  general: 'chat.channels.name.general',
  wellbeing: 'chat.channels.name.wellbeing',
  events: 'chat.channels.name.events',
  help: 'chat.channels.name.help',
};

export function channelLabelKey(name: string): TranslationKey | null {
  return Object.hasOwn(SEEDED_LABELS, name) ? (SEEDED_LABELS[name] ?? null) : null;
}

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

/** The channel named in the address, else the first one: links to /chat?channel=events survive reloads. */
export function pickChannel(channels: ChatChannel[], requested: string | null): ChatChannel | undefined {
  return channels.find((channel) => channel.name === requested) ?? channels[0];
}
