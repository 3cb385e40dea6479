import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/components/ui/toast-store';
import { useMemberEvents } from '@/lib/realtime/use-member-events';
import { datingKeys } from '../api/query-keys';
import { SWIPE_MUTATION_KEY } from '../api/swipe-profile';

/**
 * The other half of a match: the member whose like came first learns it live (the `dating.match`
 * notification in their member room) with a toast, and 'Affinités' reloads. The member whose like
 * made it sees the dialog instead: `announced` holds the matches already shown, and a notification
 * arriving while their own like is on its way is theirs.
 */
export function useMatchNotifications(announced: Set<string>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useMemberEvents(true, (event) => {
    if (event.type !== 'notification' || event.notification.kind !== 'dating.match') return;
    void queryClient.invalidateQueries({ queryKey: datingKeys.matches() });
    const matchId = String(event.notification.data.matchId ?? '');
    if (announced.has(matchId) || queryClient.isMutating({ mutationKey: SWIPE_MUTATION_KEY }) > 0) return;
    announced.add(matchId);
    toast({ title: t('dating.match.title'), description: t('dating.match.text', { name: String(event.notification.data.name ?? '') }) });
  });
}
