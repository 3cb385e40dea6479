import { formatCount } from '@la-meute/shared';
import { Clock, Hash, MessageSquare, Users } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useChannelLabel } from '@/entities/channel/channel-label';
import { cn } from '@/lib/dom/utils';
import type { ChatChannel } from '@/features/chat/lib/channels';

type ChannelListProps = {
  channels: ChatChannel[];
  selectedId: string | undefined;
  /** People connected to the selected channel now (presence), once known. */
  online: number | null;
  onSelect: (channel: ChatChannel) => void;
  formatTime: (date: string) => string;
};

function ChannelMeta({ channel, formatTime }: { channel: ChatChannel; formatTime: (date: string) => string }) {
  const { t, i18n } = useTranslation();
  if (channel.messageCount === null) return null;
  const formatted = formatCount(channel.messageCount, i18n.language);
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <MessageSquare aria-hidden="true" className="size-3" />
        {t('chat.channels.messageCount', { count: channel.messageCount, formatted })}
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3" />
        {channel.lastMessageAt ? (
          <time dateTime={channel.lastMessageAt}>{formatTime(channel.lastMessageAt)}</time>
        ) : (
          t('chat.channels.noMessage')
        )}
      </span>
    </span>
  );
}

/** SPEC §2/§4: the channels, with their real message count, last activity and, for the open one, who is online. */
export function ChannelList({ channels, selectedId, online, onSelect, formatTime }: ChannelListProps) {
  const { t } = useTranslation();
  const label = useChannelLabel();
  if (channels.length === 0) return <p className="p-4 text-sm text-muted-foreground">{t('chat.channels.empty')}</p>;
  return (
    <ul className="grid gap-1 p-2">
      {channels.map((channel) => {
        const selected = channel.id === selectedId;
        return (
          <li key={channel.id}>
            <button
              type="button"
              onClick={() => onSelect(channel)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'grid w-full gap-1 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                selected && 'bg-secondary text-secondary-foreground hover:bg-secondary',
              )}
            >
              <span className="flex items-center gap-1.5 text-sm font-semibold">
                <Hash aria-hidden="true" className={cn('size-4', selected ? 'text-primary' : 'text-accent')} />
                <span className="truncate">{label(channel.name)}</span>
              </span>
              {channel.description ? <span className="line-clamp-1 text-xs text-muted-foreground">{channel.description}</span> : null}
              <ChannelMeta channel={channel} formatTime={formatTime} />
              {selected && online !== null ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
                  <Users aria-hidden="true" className="size-3" />
                  {t('chat.channels.online', { count: online })}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
