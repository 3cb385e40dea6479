import { formatCount, type CommunityStats as CommunityStatsData } from '@la-meute/shared';
import { CalendarDays, CloudOff, MessagesSquare, RotateCw, UsersRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { TranslationKey } from '@/lib/i18n/i18n';
import { useCommunityStats } from '../api/get-community-stats';

type Stat = { key: keyof CommunityStatsData; icon: LucideIcon; labelKey: TranslationKey };

const STATS: readonly Stat[] = [
  { key: 'members', icon: UsersRound, labelKey: 'community.stats.members' },
  { key: 'discussions', icon: MessagesSquare, labelKey: 'community.stats.discussions' },
  { key: 'events', icon: CalendarDays, labelKey: 'community.stats.events' },
];

/** SPEC §2: three stat cards, with the real counts of the database. */
export function CommunityStats() {
  const { t, i18n } = useTranslation();
  const stats = useCommunityStats();

  return (
    <section aria-labelledby="community-stats-title" aria-busy={stats.isPending}>
      <h2 id="community-stats-title" className="sr-only">
        {t('community.stats.title')}
      </h2>
      {stats.isError ? (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/60 p-6 text-center text-sm text-muted-foreground"
        >
          <CloudOff aria-hidden="true" className="size-6" />
          <p>{t('community.stats.error')}</p>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('community.retry')}
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-3 gap-2.5 sm:gap-5">
          {STATS.map(({ key, icon: Icon, labelKey }) => (
            <li
              key={key}
              className="flex min-w-0 flex-col items-center gap-2 rounded-2xl border bg-card px-2 py-4 text-center shadow-sm sm:p-6"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary sm:size-12">
                <Icon aria-hidden="true" className="size-5 sm:size-6" />
              </span>
              {stats.isPending ? (
                <>
                  <Skeleton className="h-8 w-16 sm:h-10 sm:w-24" />
                  <span className="sr-only">{t('common.loading')}</span>
                </>
              ) : (
                <span className="text-2xl font-extrabold tabular-nums text-primary sm:text-4xl">{formatCount(stats.data[key], i18n.language)}</span>
              )}
              <span className="max-w-full break-words text-xs font-medium uppercase text-muted-foreground sm:text-sm sm:tracking-wide">{t(labelKey)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
