import type { CalendarEvent } from '@la-meute/shared';
import { CalendarClock, MapPin, Monitor, Ticket, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ReportButton } from '@/entities/report/components/report-button';
import { Avatar } from '@/components/ui/avatar';
import { useEventTime } from '@/lib/i18n/use-event-time';
import { eventParticipants, eventPlace, eventPrice } from '../lib/event-labels';
import { CalendarLinks } from './calendar-links';
import { OrganizerActions } from './organizer-actions';
import { RegistrationButton } from './registration-button';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd straight under the div: a definition list allows no other wrapper (axe dlitem).
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="pl-6 text-sm">{children}</dd>
    </div>
  );
}

/** SPEC §2 event detail, for real: every field of the event, registration and the calendar links. */
export function EventDetails({ event, memberId }: { event: CalendarEvent; memberId: string | null }) {
  const { t } = useTranslation();
  const eventTime = useEventTime();
  const start = eventTime(event);
  const end = event.endDate ? eventTime({ ...event, eventDate: event.endDate }) : null;
  const organizerName = event.organizer ? event.organizer.displayName || event.organizer.username : t('events.detail.organizerGone');

  return (
    <article aria-labelledby="event-title" className="mt-6 grid gap-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
      {event.imageUrl ? <img src={event.imageUrl} alt="" className="max-h-80 w-full rounded-xl object-cover" /> : null}
      <header className="grid gap-2">
        <h2 id="event-title" className="text-2xl font-bold tracking-tight">
          {event.title}
        </h2>
        {event.cancelledAt ? (
          <p role="status" className="w-fit rounded-md bg-destructive/10 px-3 py-1 text-sm font-semibold text-destructive">
            {t('events.detail.cancelledNotice')}
          </p>
        ) : null}
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Avatar name={organizerName} avatarUrl={event.organizer?.avatarUrl ?? null} size="sm" />
          {t('events.detail.organizer', { name: organizerName })}
        </p>
      </header>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact icon={<CalendarClock className="size-4" />} label={t('events.detail.when')}>
          <time dateTime={event.eventDate} className="block first-letter:uppercase">
            {start.when}
          </time>
          {end ? (
            <span className="block text-muted-foreground">
              {t('events.detail.until')} <time dateTime={event.endDate ?? undefined}>{end.when}</time>
            </span>
          ) : null}
        </Fact>
        <Fact icon={event.eventType === 'online' ? <Monitor className="size-4" /> : <MapPin className="size-4" />} label={t('events.detail.place')}>
          {event.eventType === 'online' ? (
            <>
              {t('events.card.online')}
              {event.location ? <span className="block text-muted-foreground">{event.location}</span> : null}
            </>
          ) : (
            eventPlace(t, event)
          )}
        </Fact>
        <Fact icon={<UsersRound className="size-4" />} label={t('events.detail.participants')}>
          {eventParticipants(t, event)}
        </Fact>
        <Fact icon={<Ticket className="size-4" />} label={t('events.detail.price')}>
          {eventPrice(t, event.price)}
        </Fact>
      </dl>
      {event.description ? <p className="whitespace-pre-line leading-relaxed">{event.description}</p> : null}
      {event.tags.length > 0 ? (
        <ul aria-label={t('events.card.tags')} className="flex flex-wrap gap-1.5">
          {event.tags.map((tag) => (
            <li key={tag} className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 border-t pt-4">
        <RegistrationButton event={event} memberId={memberId} />
        <CalendarLinks event={event} />
        {event.viewerIsOrganizer ? <OrganizerActions event={event} /> : <ReportButton targetType="event" targetId={event.id} className="w-fit" />}
      </div>
    </article>
  );
}
