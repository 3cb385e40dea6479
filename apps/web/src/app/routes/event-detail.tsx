import { PAGE_ROUTES } from '@la-meute/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageShell } from '@/components/page-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { useEvent } from '@/features/events/api/get-event';
import { EventDetails } from '@/features/events/components/event-details';
import { isApiRequestError } from '@/lib/api/api-client';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** SPEC §2 event detail: the heading 'Détail de l'événement', then the event itself. */
export function EventDetailRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const localize = useLocalizedPath();
  const { user, isLoading } = useSession();
  const event = useEvent(id, isLoading ? null : (user?.id ?? null));
  const notFound = isApiRequestError(event.error) && event.error.status === 404;
  usePageTitle();
  useEffect(() => {
    if (event.error && !notFound) console.error('Event failed to load', event.error);
  }, [event.error, notFound]);

  return (
    <PageShell title={t('pages.eventDetail.title')}>
      <Link to={localize(PAGE_ROUTES.events)} className="mt-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('events.detail.back')}
      </Link>
      {event.isPending || isLoading ? (
        <div aria-busy="true" className="mt-6">
          <Skeleton className="h-80 rounded-2xl" />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      ) : notFound ? (
        <p role="alert" className="mt-6 rounded-xl border border-dashed bg-card/70 px-6 py-10 text-center font-semibold">
          {t('errors.events.not_found')}
        </p>
      ) : event.isError ? (
        <div className="mt-6">
          <LoadError title={t('events.detail.error')} onRetry={() => void event.refetch()} retrying={event.isFetching} />
        </div>
      ) : (
        <EventDetails event={event.data.event} memberId={user?.id ?? null} />
      )}
    </PageShell>
  );
}
