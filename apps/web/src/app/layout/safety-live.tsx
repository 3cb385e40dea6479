import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { useApplySessionChange } from '@/features/auth/api/apply-session-change';
import { useSession } from '@/features/auth/api/get-session';
import { holdRealtimeConnection, onRealtimeEvent } from '@/lib/realtime';
import { removeContentFromCache } from './remove-content-from-cache';

/**
 * Issue #15, on every page: removed content disappears live; the member's notifications show as a
 * toast; a session ended elsewhere (a ban, a sign-out in another tab) signs this tab out at once.
 */
export function SafetyLive() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const applySessionChange = useApplySessionChange();
  const { t } = useTranslation();

  useEffect(() => {
    if (!userId) return undefined;
    // Members only: a visitor's page must not load the realtime client for this (ADR 011).
    const release = holdRealtimeConnection();
    const offRemoved = onRealtimeEvent('content:removed', (removed) => removeContentFromCache(queryClient, removed));
    const off = onRealtimeEvent('member:event', ({ event }) => {
      if (event.type === 'notification') {
        toast({ title: t('notifications.title'), description: t(`notifications.${event.notification.kind}`) });
      } else if (event.type === 'session.ended') {
        toast({ title: t('notifications.sessionEnded'), description: t('notifications.sessionEndedText'), variant: 'destructive' });
        void applySessionChange({ user: null });
      }
    });
    return () => {
      offRemoved();
      off();
      release();
    };
    // applySessionChange is a new function each render; what it does never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, t, userId]);

  return null;
}
