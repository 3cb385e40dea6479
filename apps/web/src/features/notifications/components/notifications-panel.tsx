import { PAGE_ROUTES } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useNow, useTimeZone } from '@/lib/i18n/render-clock';
import { useNotificationsPanel } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useMarkAllRead } from '../hooks/use-mark-all-read';
import { notificationKeys } from '../api/query-keys';
import { groupByDay, type DaySection } from '../utils/group-by-day';
import { useDayLabel } from '../hooks/use-day-label';
import { NotificationRowContent } from './notification-row';

/**
 * The bell's panel (Radix, loaded on the first click: ADR 011). Each opening reads the latest
 * groups afresh; closing drops them, so the next opening shows what is new then.
 */
export function NotificationsPanel({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  const queryClient = useQueryClient();
  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) queryClient.removeQueries({ queryKey: notificationKeys.panel() });
  }
  return (
    <DropdownMenu open={open} onOpenChange={changeOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="grid max-h-[min(34rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto">
        <PanelBody />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function PanelBody() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const panel = useNotificationsPanel();
  const { mutate } = useMarkNotificationsRead();
  const { markAllRead, isPending } = useMarkAllRead();
  const now = useNow();
  const timeZone = useTimeZone();
  const items = panel.data?.items;
  const newest = items?.[0]?.createdAt;
  const hasUnread = items?.some((item) => item.readAt === null) ?? false;
  const marked = useRef(false);

  // Opening the panel is seeing them: marked read at once, though they stay "new" while it is open.
  useEffect(() => {
    if (!newest || !hasUnread || marked.current) return;
    marked.current = true;
    mutate({ upTo: newest });
  }, [newest, hasUnread, mutate]);

  return (
    <>
      <div className="flex items-center justify-between gap-2 px-1">
        <DropdownMenuLabel className="text-base font-semibold">{t('notifications.centre.title')}</DropdownMenuLabel>
        <DropdownMenuItem
          className="text-xs font-medium text-primary"
          disabled={!hasUnread || isPending}
          onSelect={(event) => {
            // The panel stays open: the member sees every row turn read.
            event.preventDefault();
            markAllRead();
          }}
        >
          <CheckCheck aria-hidden="true" />
          {t('notifications.centre.markAllRead')}
        </DropdownMenuItem>
      </div>
      <DropdownMenuSeparator />
      {panel.isPending ? (
        <Spinner label={t('notifications.centre.loading')} className="py-8" />
      ) : panel.isError ? (
        <>
          <DropdownMenuLabel className="font-normal text-muted-foreground">{t('notifications.centre.loadError')}</DropdownMenuLabel>
          <DropdownMenuItem
            onSelect={(event) => {
              event.preventDefault();
              void panel.refetch();
            }}
          >
            {t('common.retry')}
          </DropdownMenuItem>
        </>
      ) : panel.data.items.length === 0 ? (
        <DropdownMenuLabel className="py-6 text-center font-normal text-muted-foreground">{t('notifications.centre.empty')}</DropdownMenuLabel>
      ) : (
        groupByDay(panel.data.items, now, timeZone).map((section) => <PanelSection key={section.day} section={section} localize={localize} />)
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild className="justify-center font-medium text-primary">
        <Link to={localize(PAGE_ROUTES.notifications)}>{t('notifications.centre.seeAll')}</Link>
      </DropdownMenuItem>
    </>
  );
}

function PanelSection({ section, localize }: { section: DaySection; localize: (path: string) => string }) {
  const headingId = useId();
  const dayLabel = useDayLabel();
  return (
    <div role="group" aria-labelledby={headingId}>
      <DropdownMenuLabel id={headingId} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {dayLabel(section.day)}
      </DropdownMenuLabel>
      {section.items.map((group) => (
        <DropdownMenuItem key={group.id} asChild className="items-start gap-3 py-2">
          <Link to={localize(group.link ?? PAGE_ROUTES.notifications)}>
            <NotificationRowContent group={group} />
          </Link>
        </DropdownMenuItem>
      ))}
    </div>
  );
}
