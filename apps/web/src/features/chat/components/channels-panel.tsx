import type { ChannelList as ChannelListData } from '@la-meute/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { ChatChannel } from '@/features/chat/lib/channels';
import { ChannelList } from './channel-list';

type ChannelsPanelProps = {
  query: Pick<UseQueryResult<ChannelListData>, 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  channels: ChatChannel[];
  selectedId: string | undefined;
  online: number | null;
  onSelect: (channel: ChatChannel) => void;
  formatTime: (date: string) => string;
};

/** SPEC §4 channel list states: loading ('Chargement...'), loaded, or the built-in channels after a failure. */
export function ChannelsPanel({ query, ...list }: ChannelsPanelProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="p-4 text-sm text-muted-foreground">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <>
      {query.isError ? (
        <div className="m-2 grid gap-2 rounded-lg bg-muted/60 p-3 text-xs text-muted-foreground">
          <p>{t('chat.channels.fallbackNotice')}</p>
          <Button variant="outline" size="sm" className="h-8 w-fit" disabled={query.isFetching} onClick={() => void query.refetch()}>
            {t('chat.channels.retry')}
          </Button>
        </div>
      ) : null}
      <ChannelList {...list} />
    </>
  );
}
