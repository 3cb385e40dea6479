import type { NotificationKind } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { useApplySessionChange } from '@/features/auth/api/apply-session-change';
import { useSession } from '@/features/auth/api/get-session';
import { notificationText } from '@/features/notifications/utils/notification-text';
import { holdRealtimeConnection, onRealtimeEvent } from '@/lib/realtime';
import { removeContentFromCache } from './remove-content-from-cache';

/**
 * Notifications the page already shows another way get no toast: a message (the bar's unread badge
 * and the conversation list), an achievement (its own 'Succès débloqué' toast).
 */
const UNTOASTED_KINDS = new Set<NotificationKind>(['message.received', 'achievement.unlocked']);

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
        const { kind, actor } = event.notification;
        if (UNTOASTED_KINDS.has(kind)) return;
        // The same sentence as the bell's row: "Marie a aimé votre publication".
        toast({ title: t('notifications.title'), description: notificationText(t, { kind, actors: actor ? [actor] : [], actorCount: actor ? 1 : 0 }) });
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
