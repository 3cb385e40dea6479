import type { Leaderboard } from '@la-meute/shared';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n/i18n';
import { rankLabel } from '@/entities/member/lib/level-label';
import { cn } from '@/lib/dom/utils';
import { formatXp } from '../lib/format-xp';
import { PanelHeading } from './panel-heading';

type LeaderboardPanelProps = {
  leaderboard: Leaderboard | undefined;
  isError: boolean;
  /** The signed-in member, whose row is highlighted. */
  userId: string | null;
};

const CELL = 'px-4 py-2.5';

/** The top 50 members by real XP (SPEC §9), and the member's own position. */
export function LeaderboardPanel({ leaderboard, isError, userId }: LeaderboardPanelProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const headingId = useId();

  let body;
  if (isError) {
    body = (
      <p role="alert" className="text-destructive">
        {t('gamification.leaderboard.loadError')}
      </p>
    );
  } else if (!leaderboard) {
    body = <Skeleton className="h-48 w-full" />;
  } else if (leaderboard.entries.length === 0) {
    body = <p className="text-muted-foreground">{t('gamification.leaderboard.empty')}</p>;
  } else {
    body = (
      <div className="overflow-hidden rounded-xl border bg-card">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('gamification.leaderboard.caption')}</caption>
          <thead className="border-b bg-muted/60 text-left text-muted-foreground">
            <tr>
              <th scope="col" className={`${CELL} w-20`}>{t('gamification.leaderboard.position')}</th>
              <th scope="col" className={CELL}>{t('gamification.leaderboard.member')}</th>
              <th scope="col" className={CELL}>{t('gamification.leaderboard.rank')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('gamification.leaderboard.xp')}</th>
            </tr>
          </thead>
          <tbody>
            {leaderboard.entries.map((entry) => {
              const own = entry.member.id === userId;
              const name = entry.member.displayName || entry.member.username;
              return (
                <tr key={entry.member.id} className={cn('border-b last:border-b-0', own && 'bg-secondary/60')} aria-current={own ? 'true' : undefined}>
                  <td className={`${CELL} font-semibold tabular-nums`}>{entry.position}</td>
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    <span className="flex items-center gap-3">
                      <Avatar name={name} avatarUrl={entry.member.avatarUrl} size="sm" />
                      <span className="truncate">{own ? t('gamification.leaderboard.you', { name }) : name}</span>
                    </span>
                  </th>
                  <td className={CELL}>{rankLabel(t, entry.member.rank)}</td>
                  <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>{formatXp(entry.xp, language)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <PanelHeading id={headingId} title={t('gamification.leaderboard.title')} description={t('gamification.leaderboard.description')} />
      {leaderboard?.me ? (
        <p className="rounded-xl border bg-secondary/50 px-5 py-4 font-medium">
          {t('gamification.leaderboard.ownPosition', { position: leaderboard.me.position, xp: formatXp(leaderboard.me.xp, language) })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
