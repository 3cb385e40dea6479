import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

const subscribeToNetwork = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Without a network, the page shows what the member last saw (ADR 033): this says so, with the
 * time the app last heard from the server — the newest answer it holds. Nothing on the server's
 * page (it is always rendered online) nor while online.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const online = useSyncExternalStore(subscribeToNetwork, isOnline, () => true);
  if (online) return null;
  const newest = Math.max(0, ...client.getQueryCache().getAll().map((query) => query.state.dataUpdatedAt));
  const time = newest > 0 ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(newest) : null;
  return (
    <div role="status" className="sticky top-16 z-30 flex items-center justify-center gap-2 bg-muted px-4 py-2 text-sm text-muted-foreground">
      <CloudOff className="size-4" aria-hidden="true" />
      <span>{time ? t('offline.seenAt', { time }) : t('offline.banner')}</span>
    </div>
  );
}
