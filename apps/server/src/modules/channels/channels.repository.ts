import { asc, count, eq, max } from 'drizzle-orm';
import type { ChannelSummary } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { toIso } from '../../lib/dates';
import { channels, messages } from '../../db/schema';

export function createChannelsRepository(db: Database) {
  return {
    /** Active channels, oldest first (SPEC §7), with their real message count and last activity. */
    async listChannels(): Promise<ChannelSummary[]> {
      const stats = db
        .select({
          channelId: messages.channelId,
          messageCount: count().as('message_count'),
          lastMessageAt: max(messages.createdAt).as('last_message_at'),
        })
        .from(messages)
        .groupBy(messages.channelId)
        .as('stats');
      const rows = await db
        .select({ channel: channels, messageCount: stats.messageCount, lastMessageAt: stats.lastMessageAt })
        .from(channels)
        .leftJoin(stats, eq(stats.channelId, channels.id))
        .where(eq(channels.isActive, true))
        .orderBy(asc(channels.createdAt), asc(channels.name));
      return rows.map(({ channel, messageCount, lastMessageAt }) => ({
        id: channel.id,
        name: channel.name,
        description: channel.description,
        channelType: channel.channelType,
        isActive: channel.isActive,
        createdAt: toIso(channel.createdAt),
        messageCount: Number(messageCount ?? 0),
        lastMessageAt: lastMessageAt ? toIso(lastMessageAt) : null,
      }));
    },
  };
}

export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;
