import type { DatingDecision, DatingMatch } from '@la-meute/shared';
import { useIsMutating } from '@tanstack/react-query';
import { Heart, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useDatingDiscover } from '../api/get-discover';
import { SWIPE_MUTATION_KEY, useSwipeProfile } from '../api/swipe-profile';
import { DatingCard } from './dating-card';
import { MatchDialog } from './match-dialog';

type DiscoverPanelProps = {
  /** Opens the 'Préférences' tab (from the empty and hidden states). */
  onOpenPreferences: () => void;
  /** Matches already announced (shared with the live toast, so a match is announced once). */
  announced: Set<string>;
};

/** 'Découvrir': one profile at a time; 'Passer' and "J'aime" both advance at once (SPEC §4). */
export function DiscoverPanel({ onOpenPreferences, announced }: DiscoverPanelProps) {
  const { t } = useTranslation();
  const discover = useDatingDiscover();
  const swipe = useSwipeProfile();
  const swiping = useIsMutating({ mutationKey: SWIPE_MUTATION_KEY });
  // The position in the batch, reset when a new batch arrives.
  const [position, setPosition] = useState({ batch: 0, index: 0 });
  const [match, setMatch] = useState<DatingMatch | null>(null);
  const batch = discover.dataUpdatedAt;
  const index = position.batch === batch ? position.index : 0;
  const profiles = discover.data?.profiles ?? [];
  const current = profiles[index];
  const exhausted = profiles.length > 0 && index >= profiles.length;
  const { refetch } = discover;

  // The next batch is asked for once every decision of this one is stored.
  useEffect(() => {
    if (exhausted && swiping === 0) void refetch();
  }, [exhausted, swiping, refetch]);

  function decide(decision: DatingDecision) {
    if (!current) return;
    setPosition({ batch, index: index + 1 });
    swipe.mutate(
      { targetId: current.id, decision },
      {
        onSuccess: (result) => {
          if (result.match && !announced.has(result.match.id)) {
            announced.add(result.match.id);
            setMatch(result.match);
          }
        },
        onError: (error) => toast({ title: t('dating.discover.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
      },
    );
  }

  let body;
  if (discover.isError) {
    body = <LoadError title={t('dating.discover.loadError')} onRetry={() => void refetch()} retrying={discover.isFetching} />;
  } else if (discover.isPending || exhausted) {
    body = <Spinner label={t('dating.discover.loading')} />;
  } else if (discover.data.hidden || !current) {
    const hidden = discover.data.hidden;
    body = (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card/70 px-6 py-10 text-center">
        <p className="font-semibold">{t(hidden ? 'dating.discover.hidden.title' : 'dating.discover.empty.title')}</p>
        <p className="text-sm text-muted-foreground">{t(hidden ? 'dating.discover.hidden.text' : 'dating.discover.empty.text')}</p>
        <Button variant="outline" onClick={onOpenPreferences}>
          {t('dating.discover.openPreferences')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        {discover.data.cycling ? (
          <p role="status" className="rounded-lg bg-muted px-4 py-2 text-sm text-muted-foreground">
            {t('dating.discover.cycling')}
          </p>
        ) : null}
        <DatingCard
          key={`${batch}-${index}`}
          card={current}
          actions={
            <div className="grid grid-cols-2 gap-2">
              <Button variant="outline" onClick={() => decide('pass')}>
                <X aria-hidden="true" />
                {t('dating.discover.pass')}
              </Button>
              <Button onClick={() => decide('like')}>
                <Heart aria-hidden="true" />
                {t('dating.discover.like')}
              </Button>
            </div>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-md gap-4">
      {body}
      <MatchDialog match={match} onClose={() => setMatch(null)} />
    </div>
  );
}
