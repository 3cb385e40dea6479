import type { GamificationMe } from '@la-meute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/components/ui/toast-store';
import { useMemberEvents } from '@/lib/realtime/use-member-events';
import { gamificationKeys } from '../api/query-keys';

/**
 * The member's XP and achievements, live (their member room): the badge and the
 * gamification page follow at once, and an unlocked achievement shows a toast naming it.
 * Mounted once by the layout, for signed-in members only.
 */
export function useGamificationEvents(userId: string | null) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useMemberEvents(userId !== null, (event) => {
    if (!userId) return;
    if (event.type === 'gamification.xp') {
      // The total shows at once; goals and progress come back from the server.
      queryClient.setQueryData<GamificationMe>(gamificationKeys.me(userId), (data) => (data ? { ...data, xp: event.xp } : data));
      void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
    } else if (event.type === 'achievement.unlocked') {
      toast({
        title: t('gamification.toast.unlocked'),
        description: t(`gamification.achievement.${event.achievement}.name`),
      });
      void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
    }
  });
}
