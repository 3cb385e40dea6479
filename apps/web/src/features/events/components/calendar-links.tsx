import { DEFAULT_EVENT_DURATION_MS, EVENT_API, googleCalendarUrl, type CalendarEvent } from '@la-meute/shared';
import { CalendarPlus, Download } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonVariants } from '@/components/ui/button';
import { eventPlace } from '../lib/event-labels';

/** The event in the reader's own calendar: an .ics file, or Google Calendar's form filled in. */
export function CalendarLinks({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation();
  const start = new Date(event.eventDate);
  const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + DEFAULT_EVENT_DURATION_MS);
  const google = googleCalendarUrl({ start, end, summary: event.title, description: event.description, location: event.eventType === 'online' ? null : eventPlace(t, event) });

  return (
    <div className="flex flex-wrap gap-2">
      <a href={EVENT_API.ics.path({ id: event.id })} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <Download aria-hidden="true" />
        {t('events.calendar.ics')}
      </a>
      <a href={google} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <CalendarPlus aria-hidden="true" />
        {t('events.calendar.google')}
      </a>
    </div>
  );
}
