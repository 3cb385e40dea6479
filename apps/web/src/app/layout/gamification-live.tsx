import { useSession } from '@/features/auth/api/get-session';
import { useGamificationEvents } from '@/features/gamification/hooks/use-gamification-events';

/** The signed-in member's XP and achievement toasts, live on every page. */
export function GamificationLive() {
  const { user } = useSession();
  useGamificationEvents(user?.id ?? null);
  return null;
}
