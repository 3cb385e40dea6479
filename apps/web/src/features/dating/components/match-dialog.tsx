import type { DatingMatch } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MessageLink } from './message-link';

/** "C'est une affinité !": shown to the member whose like made the match. */
export function MatchDialog({ match, onClose }: { match: DatingMatch | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={match !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('dating.match.title')}
      description={match ? t('dating.match.text', { name: match.member.displayName }) : undefined}
      closeLabel={t('dating.match.close')}
    >
      {match ? (
        <div className="grid gap-4">
          <div className="flex justify-center">
            <Avatar name={match.member.displayName} avatarUrl={match.member.avatarUrl} size="xl" />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('dating.match.continue')}
            </Button>
            <MessageLink userId={match.member.id} name={match.member.displayName} onNavigate={onClose} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
