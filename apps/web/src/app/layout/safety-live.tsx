import type { NotificationKind } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/components/ui/toast-store';
import { useApplySessionChange } from '@/features/auth/api/apply-session-change';
import { useSession } from '@/features/auth/api/get-session';
import { signOutOrigin } from '@/features/auth/lib/own-sign-out';
import { notificationText } from '@/features/notifications/utils/notification-text';
import { onRealtimeEvent } from '@/lib/realtime/realtime';
import { useMemberEvents } from '@/lib/realtime/use-member-events';
import { removeContentFromCache } from './remove-content-from-cache';

/**
 * Notifications the page already shows another way get no toast: a message (the bar's unread badge
 * and the conversation list), an achievement (its own 'Succès débloqué' toast).
 */
const UNTOASTED_KINDS = new Set<NotificationKind>(['message.received', 'achievement.unlocked']);

/**
 * On every page: removed content disappears live; the member's notifications show as a
 * toast; a session ended elsewhere (a ban, a sign-out in another tab) signs this tab out at once.
 */
export function SafetyLive() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const applySessionChange = useApplySessionChange();
  const { t } = useTranslation();

  useMemberEvents(userId !== null, (event) => {
    if (event.type === 'notification') {
      const { kind, actor } = event.notification;
      if (UNTOASTED_KINDS.has(kind)) return;
      // The same sentence as the bell's row: "Marie a aimé votre publication".
      toast({ title: t('notifications.title'), description: notificationText(t, { kind, actors: actor ? [actor] : [], actorCount: actor ? 1 : 0 }) });
    } else if (event.type === 'session.ended') {
      // The tab that signed out has its calm confirmation already; the member's other tabs get the same one.
      const origin = signOutOrigin();
      if (origin === 'other-tab') {
        toast({ title: t('auth.signOut.success.title'), description: t('auth.signOut.success.description') });
      } else if (origin === null) {
        toast({ title: t('notifications.sessionEnded'), description: t('notifications.sessionEndedText'), variant: 'destructive' });
      }
      void applySessionChange({ user: null });
    }
  });

  useEffect(() => {
    if (!userId) return undefined;
    // Heard on the connection the member's events hold open.
    return onRealtimeEvent('content:removed', (removed) => removeContentFromCache(queryClient, removed));
  }, [queryClient, userId]);

  return null;
}
