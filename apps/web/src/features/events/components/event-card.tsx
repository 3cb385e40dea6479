import { EVENT_LIMITS, isEventFull, type CalendarEvent } from '@la-meute/shared';
import { MapPin, Monitor, Ticket, UsersRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useEventTime } from '@/lib/i18n/use-event-time';
import { eventParticipants, eventPlace, eventPrice } from '../lib/event-labels';

/** One upcoming event of the list (SPEC §2): date, place, participants, price, up to 3 tags. */
export function EventCard({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { when, day, month } = useEventTime()(event);
  const tags = event.tags.slice(0, EVENT_LIMITS.cardTags);

  return (
    <li className="flex gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <div aria-hidden="true" className="flex w-16 shrink-0 flex-col items-center justify-center rounded-xl bg-secondary py-2 text-secondary-foreground">
        <span className="text-2xl font-bold leading-none">{day}</span>
        <span className="text-xs font-semibold uppercase tracking-wide">{month}</span>
      </div>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={localize(`/events/${encodeURIComponent(event.id)}`)} className="rounded-sm hover:underline">
            {event.title}
          </Link>
        </h2>
        <p className="text-sm first-letter:uppercase text-muted-foreground">
          <time dateTime={event.eventDate}>{when}</time>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-secondary-foreground">
          <span className="inline-flex items-center gap-1.5">
            {event.eventType === 'online' ? <Monitor aria-hidden="true" className="size-3.5" /> : <MapPin aria-hidden="true" className="size-3.5" />}
            {eventPlace(t, event)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UsersRound aria-hidden="true" className="size-3.5" />
            {eventParticipants(t, event)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Ticket aria-hidden="true" className="size-3.5" />
            {eventPrice(t, event.price)}
          </span>
          {isEventFull(event) ? <span className="rounded-full bg-muted px-2 text-muted-foreground">{t('events.register.full')}</span> : null}
          {event.viewerRegistered ? <span className="rounded-full bg-primary/10 px-2 text-primary">{t('events.card.registered')}</span> : null}
        </p>
        {tags.length > 0 ? (
          <ul aria-label={t('events.card.tags')} className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
