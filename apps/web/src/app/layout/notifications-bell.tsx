import { Bell } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CountBadge } from '@/components/count-badge';
import { Button } from '@/components/ui/button';
import { deferComponent, DeferredMenu } from '@/components/ui/deferred';
import { useUnreadNotificationCount } from '@/features/notifications/api/get-unread-count';
import { useNotificationEvents } from '@/features/notifications/hooks/use-notification-events';

const panel = deferComponent(() => import('@/features/notifications/components/notifications-panel').then((module) => module.NotificationsPanel));

/**
 * The navbar's 'Notifications' bell, for members only (the navbar renders it for them):
 * the live count of unread rows, and the panel, whose module (and Radix) loads on the first click.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const countId = useId();
  useNotificationEvents(true);
  const count = useUnreadNotificationCount(true).data?.unread ?? 0;
  const trigger = (
    <Button variant="ghost" size="icon" className="relative" aria-label={t('notifications.centre.title')} aria-describedby={count > 0 ? countId : undefined}>
      <Bell aria-hidden="true" />
      {count > 0 ? (
        <>
          <CountBadge count={count} />
          <span id={countId} className="sr-only">
            {t('notifications.bell.unread', { count })}
          </span>
        </>
      ) : null}
    </Button>
  );
  return <DeferredMenu trigger={trigger} preload={panel.preload} renderMenu={(opened) => <panel.Component trigger={opened} />} />;
}
