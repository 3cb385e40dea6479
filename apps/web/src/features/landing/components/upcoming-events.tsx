import { PAGE_ROUTES, type UpcomingEvent } from '@la-meute/shared';
import { ArrowRight, CalendarHeart, MapPin, Monitor, Ticket, UsersRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useEventTime } from '@/lib/i18n/use-event-time';
import { useUpcomingEvents } from '../api/get-upcoming-events';

// The database default is 'Gratuit' (SPEC §3): shown in the reader's language.
const FREE_PRICES = /^(gratuit|free|gratis|0|0 ?€|0 ?eur)$/i;

function EventCard({ event }: { event: UpcomingEvent }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const eventTime = useEventTime();
  const { when, day, month } = eventTime(event);
  const online = event.eventType === 'online';
  const place = event.location ?? (online ? t('landing.events.online') : t('landing.events.locationTbd'));
  const price = FREE_PRICES.test(event.price.trim()) ? t('landing.events.free') : event.price;

  return (
    <li className="flex gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <div
        aria-hidden="true"
        className="flex w-16 shrink-0 flex-col items-center justify-center rounded-xl bg-secondary py-2 text-secondary-foreground"
      >
        <span className="text-2xl font-bold leading-none">{day}</span>
        <span className="text-xs font-semibold uppercase tracking-wide">{month}</span>
      </div>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h3 className="text-base font-semibold leading-snug">
          <Link to={localize(`/events/${encodeURIComponent(event.id)}`)} className="rounded-sm hover:underline">
            {event.title}
          </Link>
        </h3>
        <p className="text-sm first-letter:uppercase text-muted-foreground">
          <time dateTime={event.eventDate}>{when}</time>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-secondary-foreground">
          <span className="inline-flex items-center gap-1.5">
            {online ? (
              <Monitor aria-hidden="true" className="size-3.5" />
            ) : (
              <MapPin aria-hidden="true" className="size-3.5" />
            )}
            {place}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UsersRound aria-hidden="true" className="size-3.5" />
            {event.maxParticipants === null
              ? t('landing.events.participants', { count: event.participants })
              : t('landing.events.participantsOfMax', { participants: event.participants, max: event.maxParticipants })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Ticket aria-hidden="true" className="size-3.5" />
            {price}
          </span>
        </p>
      </div>
    </li>
  );
}

/** SPEC §2: the next published events, with a friendly word when none is planned. */
export function UpcomingEvents() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const events = useUpcomingEvents();

  return (
    <section aria-labelledby="events-title" aria-busy={events.isPending} className="flex flex-col gap-6">
      <div className="grid gap-1">
        <h2 id="events-title" className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
          {t('landing.events.title')}
        </h2>
        <p className="text-muted-foreground">{t('landing.events.description')}</p>
      </div>
      {events.isPending ? (
        <ul className="grid gap-4">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton className="h-24 rounded-2xl" />
            </li>
          ))}
          <li className="sr-only">{t('common.loading')}</li>
        </ul>
      ) : events.isError ? (
        <LoadError title={t('landing.events.error')} onRetry={() => void events.refetch()} retrying={events.isFetching} quiet />
      ) : events.data.events.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed bg-card/60 p-8 text-center">
          <CalendarHeart aria-hidden="true" className="size-8 text-accent" />
          <p className="font-semibold">{t('landing.events.empty.title')}</p>
          <p className="text-sm text-muted-foreground">{t('landing.events.empty.description')}</p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {events.data.events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
      <Link
        to={localize(PAGE_ROUTES.events)}
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
      >
        {t('landing.events.seeAll')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
