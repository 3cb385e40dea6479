import { PAGE_ROUTES } from '@la-meute/shared';
import { LogIn } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { CreateEventButton } from '@/features/events/components/create-event-button';
import { EventList } from '@/features/events/components/event-list';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** SPEC §2 events list: upcoming events, a way in for visitors, 'create an event' for members (§6). */
export function EventsRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const localize = useLocalizedPath();
  usePageTitle();

  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-primary">{t('pages.events.title')}</h1>
          <p className="text-muted-foreground">{t('events.subtitle')}</p>
        </div>
        {isLoading ? null : user ? (
          <CreateEventButton />
        ) : (
          <Link to={localize(PAGE_ROUTES.auth)} className={buttonVariants({ variant: 'outline' })}>
            <LogIn aria-hidden="true" />
            {t('events.signIn')}
          </Link>
        )}
      </header>
      {/* The list waits for the session: whether the reader is registered depends on who reads. */}
      {isLoading ? null : <EventList viewerId={user?.id ?? null} />}
    </section>
  );
}
