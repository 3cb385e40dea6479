import { formatCount, type AiControlStatKey, type AiControlStats } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The cards, in reading order: SPEC §7's four figures, then the signals AutoPilot acts on. */
const CARDS = [
  'members',
  'chatMessages24h',
  'connections24h',
  'forumTopics7d',
  'newMembers7d',
  'unansweredTopics',
  'rejectedMessages24h',
  'eventsWithoutParticipants',
] as const satisfies readonly AiControlStatKey[];

/** SPEC §8: a figure that failed to load shows 0 (its failure is only logged). */
export function AiStatsCards({ stats }: { stats: AiControlStats | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="ai-stats-title" className="mt-8">
      <h2 id="ai-stats-title" className="text-xl font-semibold tracking-tight">
        {t('aiControl.stats.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CARDS.map((key) => (
          <div key={key} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
            <dt className="text-sm text-muted-foreground">{t(`aiControl.stats.${key}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatCount(stats?.[key] ?? 0, i18n.language)}</dd>
            {key === 'newMembers7d' ? (
              <dd className="text-xs text-muted-foreground">{t('aiControl.stats.previousWeek', { count: stats?.newMembersPrevious7d ?? 0 })}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
