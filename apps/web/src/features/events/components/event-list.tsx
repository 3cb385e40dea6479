import { CalendarHeart } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvents } from '../api/get-events';
import { useKeepRegisteredEvents } from '../hooks/use-keep-registered-events';
import { EventCard } from './event-card';

/** SPEC §2/§7: the published upcoming events, soonest first; a clear state when empty or failing. */
export function EventList({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const events = useEvents(viewerId);
  useKeepRegisteredEvents(events.data, viewerId);
  // SPEC §8: a failed load is logged (no sample events stand in for real ones).
  useEffect(() => {
    if (events.error) console.error('Events failed to load', events.error);
  }, [events.error]);

  if (events.isPending) {
    return (
      <ul aria-busy="true" className="grid gap-4">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton className="h-28 rounded-2xl" />
          </li>
        ))}
        <li className="sr-only">{t('common.loading')}</li>
      </ul>
    );
  }
  if (events.isError) return <LoadError title={t('events.list.error')} onRetry={() => void events.refetch()} retrying={events.isFetching} />;
  if (events.data.events.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed bg-card/60 p-8 text-center">
        <CalendarHeart aria-hidden="true" className="size-8 text-accent" />
        <p className="font-semibold">{t('events.list.emptyTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('events.list.emptyDescription')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4">
      {events.data.events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </ul>
  );
}
