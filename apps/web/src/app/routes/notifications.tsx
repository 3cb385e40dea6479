import { useTranslation } from '@/lib/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** The member's notifications centre (member-only: RequireMember). */
export function NotificationsRoute() {
  const { t } = useTranslation();
  usePageTitle();
  return (
    <PageShell title={t('pages.notifications.title')} className="max-w-3xl">
      <p className="mt-2 text-muted-foreground">{t('notifications.centre.subtitle')}</p>
      <NotificationsPage />
    </PageShell>
  );
}
