import { formatCount, PAGE_ROUTES, type ChannelSummary } from '@la-meute/shared';
import { ArrowRight, Clock, Hash, MessageSquare } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useChannelLabel } from '@/entities/channel/channel-label';
import { useChannels } from '@/entities/channel/get-channels';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useFullDate, useRelativeTime } from '@/lib/i18n/use-relative-time';

// SPEC §9 relative time, as in the chat and the feed ("Il y a moins d'1h").
function LastActivity({ lastMessageAt }: { lastMessageAt: string | null }) {
  const { t } = useTranslation();
  const relative = useRelativeTime();
  const fullDate = useFullDate();
  if (lastMessageAt === null) return <>{t('landing.channels.noMessage')}</>;
  return (
    <time dateTime={lastMessageAt} title={fullDate(lastMessageAt)}>
      {relative(lastMessageAt)}
    </time>
  );
}

function ChannelCard({ channel }: { channel: ChannelSummary }) {
  const { t, i18n } = useTranslation();
  const label = useChannelLabel();
  const count = formatCount(channel.messageCount, i18n.language);
  return (
    <li className="flex flex-col gap-2 rounded-2xl border bg-card p-5 shadow-sm">
      <h3 className="flex items-center gap-1.5 text-base font-semibold">
        <Hash aria-hidden="true" className="size-4 text-accent" />
        {label(channel.name)}
      </h3>
      {channel.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{channel.description}</p> : null}
      <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-xs font-medium text-secondary-foreground">
        <span className="inline-flex items-center gap-1.5">
          <MessageSquare aria-hidden="true" className="size-3.5" />
          {t('landing.channels.messageCount', { count: channel.messageCount, formatted: count })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-3.5" />
          <LastActivity lastMessageAt={channel.lastMessageAt} />
        </span>
      </p>
    </li>
  );
}

/** SPEC §2: the active public channels, with their real message count and last activity. */
export function ActiveChannels() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const channels = useChannels();

  return (
    <section aria-labelledby="channels-title" aria-busy={channels.isPending} className="flex flex-col gap-6">
      <div className="flex items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="channels-title" className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
            {t('landing.channels.title')}
          </h2>
          <p className="text-muted-foreground">{t('landing.channels.description')}</p>
        </div>
      </div>
      {channels.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <li key={index}>
              <Skeleton className="h-32 rounded-2xl" />
            </li>
          ))}
          <li className="sr-only">{t('common.loading')}</li>
        </ul>
      ) : channels.isError ? (
        <LoadError title={t('landing.channels.error')} onRetry={() => void channels.refetch()} retrying={channels.isFetching} quiet />
      ) : channels.data.channels.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card/60 p-6 text-center text-sm text-muted-foreground">
          {t('landing.channels.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {channels.data.channels.map((channel) => (
            <ChannelCard key={channel.id} channel={channel} />
          ))}
        </ul>
      )}
      <Link
        to={localize(PAGE_ROUTES.chat)}
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
      >
        {t('landing.channels.open')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
