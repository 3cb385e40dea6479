import { CheckCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useNow, useTimeZone } from '@/lib/i18n/render-clock';
import { cn } from '@/lib/dom/utils';
import { useNotifications, type NotificationFilter } from '../api/get-notifications';
import { useMarkAllRead } from '../hooks/use-mark-all-read';
import { groupByDay, type DaySection } from '../utils/group-by-day';
import { useDayLabel } from '../hooks/use-day-label';
import { NotificationRowContent } from './notification-row';

const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

/** The /notifications page: every group by day, all or unread only, 'Charger plus', 'Tout marquer comme lu'. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const notifications = useNotifications(filter);
  const { markAllRead, isPending } = useMarkAllRead();
  const now = useNow();
  const timeZone = useTimeZone();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const hasUnread = items.some((item) => item.readAt === null);

  return (
    <div className="mt-6 grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ToggleGroup
          type="single"
          value={filter}
          onValueChange={(value) => {
            const next = FILTERS.find((candidate) => candidate === value);
            if (next) setFilter(next);
          }}
          aria-label={t('notifications.centre.filter')}
        >
          {FILTERS.map((value) => (
            <ToggleGroupItem key={value} value={value}>
              {t(value === 'all' ? 'notifications.centre.filterAll' : 'notifications.centre.filterUnread')}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <Button variant="outline" size="sm" onClick={markAllRead} disabled={!hasUnread || isPending}>
          <CheckCheck aria-hidden="true" />
          {t('notifications.centre.markAllRead')}
        </Button>
      </div>

      {notifications.isPending ? (
        <Spinner label={t('notifications.centre.loading')} />
      ) : notifications.isError && !notifications.data ? (
        <LoadError title={t('notifications.centre.loadError')} onRetry={() => void notifications.refetch()} retrying={notifications.isFetching} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card/70 px-6 py-10 text-center text-muted-foreground">
          {t(filter === 'unread' ? 'notifications.centre.emptyUnread' : 'notifications.centre.empty')}
        </p>
      ) : (
        <>
          {groupByDay(items, now, timeZone).map((section) => (
            <DaySectionList key={section.day} section={section} />
          ))}
          {notifications.hasNextPage ? (
            <Button variant="outline" className="justify-self-center" onClick={() => void notifications.fetchNextPage()} disabled={notifications.isFetchingNextPage}>
              {t('notifications.centre.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

function DaySectionList({ section }: { section: DaySection }) {
  const headingId = useId();
  const dayLabel = useDayLabel();
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {dayLabel(section.day)}
      </h2>
      <ul className="grid gap-1 rounded-xl border bg-card p-1 shadow-sm">
        {section.items.map((group) => {
          const className = cn('flex items-start gap-3 rounded-lg px-3 py-2.5', group.readAt === null && 'bg-primary/5');
          const link = group.link;
          return (
            <li key={group.id}>
              {link ? (
                <Link to={localize(link)} className={cn(className, 'hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring')}>
                  <NotificationRowContent group={group} />
                </Link>
              ) : (
                <div className={className}>
                  <NotificationRowContent group={group} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
