import type { DatingMatch } from '@la-meute/shared';
import { HeartOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useRelativeTime } from '@/lib/i18n/use-relative-time';
import { useDatingMatches } from '../api/get-matches';
import { useUnmatch } from '../api/unmatch';
import { DatingCard } from './dating-card';
import { MessageLink } from './message-link';

function MatchedAt({ at }: { at: string }) {
  const { t } = useTranslation();
  const relative = useRelativeTime()(at);
  return (
    <p className="text-xs text-muted-foreground">
      <time dateTime={at}>{t('dating.matches.matchedAt', { when: relative })}</time>
    </p>
  );
}

/** 'Affinités': the member's matches, each with 'Message privé' and unmatch (after a confirmation). */
export function MatchesPanel() {
  const { t } = useTranslation();
  const matches = useDatingMatches();
  const unmatch = useUnmatch();
  const [leaving, setLeaving] = useState<DatingMatch | null>(null);

  function confirmUnmatch() {
    if (!leaving) return;
    unmatch.mutate(leaving.id, {
      onSuccess: () => {
        toast({ title: t('dating.matches.unmatched', { name: leaving.member.displayName }) });
        setLeaving(null);
      },
      onError: (error) => toast({ title: t('dating.matches.unmatchFailed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }

  if (matches.isPending) return <Spinner label={t('dating.matches.loading')} />;
  if (matches.isError) return <LoadError title={t('dating.matches.loadError')} onRetry={() => void matches.refetch()} retrying={matches.isFetching} />;
  if (matches.data.matches.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed bg-card/70 px-6 py-10 text-center">
        <p className="font-semibold">{t('dating.matches.empty.title')}</p>
        <p className="text-sm text-muted-foreground">{t('dating.matches.empty.text')}</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t('dating.tabs.matches')} className="grid gap-4 sm:grid-cols-2">
        {matches.data.matches.map((match) => (
          <li key={match.id}>
            <DatingCard
              card={match.member}
              compact
              actions={
                <div className="grid gap-2">
                  <MatchedAt at={match.matchedAt} />
                  <div className="grid grid-cols-2 gap-2">
                    <MessageLink userId={match.member.id} name={match.member.displayName} />
                    <Button variant="ghost" onClick={() => setLeaving(match)} aria-label={t('dating.matches.unmatchLabel', { name: match.member.displayName })}>
                      <HeartOff aria-hidden="true" />
                      {t('dating.matches.unmatch')}
                    </Button>
                  </div>
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={t('dating.matches.confirm.title')}
        description={t('dating.matches.confirm.text', { name: leaving?.member.displayName ?? '' })}
        cancelLabel={t('dating.matches.confirm.cancel')}
        confirmLabel={t('dating.matches.confirm.action')}
        onConfirm={confirmUnmatch}
        pending={unmatch.isPending}
      />
    </>
  );
}
