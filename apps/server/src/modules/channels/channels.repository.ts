import { asc, eq } from 'drizzle-orm';
import type { ChannelSummary } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { toIso } from '../../lib/dates';
import { channels } from '../../db/schema';

export function createChannelsRepository(db: Database) {
  return {
    /**
     * Active channels, oldest first (SPEC §7), with their message count and last activity: columns
     * of the channel row kept by triggers on messages, so this read never touches the messages table.
     */
    async listChannels(): Promise<ChannelSummary[]> {
      const rows = await db
        .select()
        .from(channels)
        .where(eq(channels.isActive, true))
        .orderBy(asc(channels.createdAt), asc(channels.name));
      return rows.map((channel) => ({
        id: channel.id,
        name: channel.name,
        description: channel.description,
        channelType: channel.channelType,
        isActive: channel.isActive,
        createdAt: toIso(channel.createdAt),
        messageCount: channel.messageCount,
        lastMessageAt: channel.lastMessageAt ? toIso(channel.lastMessageAt) : null,
      }));
    },
  };
}

export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;
