import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** 'Tout marquer comme lu', for the panel and the page alike: a failure says so in a toast. */
export function useMarkAllRead() {
  const { t } = useTranslation();
  const markRead = useMarkNotificationsRead();
  const markAllRead = () =>
    markRead.mutate(
      {},
      { onError: (error) => toast({ title: t('notifications.centre.markAllReadFailed'), description: getErrorMessage(t, error), variant: 'destructive' }) },
    );
  return { markAllRead, isPending: markRead.isPending };
}
