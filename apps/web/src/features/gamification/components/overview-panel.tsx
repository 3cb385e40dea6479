import { LEVELS, SAMPLE_GOALS } from '@la-meute/shared';
import { CalendarHeart, Hourglass, MessageCircle, Zap, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { levelLabel } from '@/lib/level-label';
import { formatXp } from '../lib/format-xp';
import { PanelHeading } from './panel-heading';
import { RankBadge } from './rank-badge';

type GoalKey = keyof typeof SAMPLE_GOALS;
const GOAL_ICONS: Record<GoalKey, LucideIcon> = { dailyXp: Zap, weeklyMessages: MessageCircle, monthlyEvents: CalendarHeart };

// Two illustrative totals: one on the way (Chèvre, 40 % of the way to Bélier) and the top rank.
const BADGE_EXAMPLES = [350, 8000] as const;

/** SPEC §2/§9: how levels work, the member's progress (coming with real XP), sample goals, the badge. */
export function OverviewPanel() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ids = useId();
  const [firstLevel] = LEVELS;
  const lastLevel = LEVELS[9];
  return (
    <div className="grid gap-10">
      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby={`${ids}-how`} className="grid content-start gap-3 rounded-xl border bg-card p-6 shadow-sm lg:col-span-3">
          <h2 id={`${ids}-how`} className="text-xl font-semibold tracking-tight text-primary">
            {t('gamification.overview.howTitle')}
          </h2>
          <p className="leading-7 text-foreground/90">{t('gamification.overview.how.xp')}</p>
          <p className="leading-7 text-foreground/90">
            {t('gamification.overview.how.levels', {
              levels: LEVELS.length,
              first: levelLabel(t, firstLevel.level),
              last: levelLabel(t, lastLevel.level),
            })}
          </p>
          <p className="leading-7 text-foreground/90">{t('gamification.overview.how.ranks')}</p>
        </section>
        <section
          aria-labelledby={`${ids}-progress`}
          className="grid content-start gap-3 rounded-xl border border-dashed bg-secondary/50 p-6 lg:col-span-2"
        >
          <h2 id={`${ids}-progress`} className="flex items-center gap-2 text-xl font-semibold tracking-tight text-primary">
            <Hourglass aria-hidden="true" className="size-5" />
            {t('gamification.overview.progressTitle')}
          </h2>
          <p className="leading-7 text-foreground/90">{t('gamification.overview.progressComingSoon')}</p>
        </section>
      </div>

      <section aria-labelledby={`${ids}-goals`} className="grid gap-4">
        <PanelHeading id={`${ids}-goals`} title={t('gamification.goals.title')} description={t('gamification.goals.description')} />
        <ul className="grid gap-4 sm:grid-cols-3">
          {(Object.keys(SAMPLE_GOALS) as GoalKey[]).map((goal) => {
            const Icon = GOAL_ICONS[goal];
            return (
              <li key={goal} className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="grid">
                  <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                    {t(`gamification.goals.${goal}.period`)}
                  </span>
                  <span className="font-semibold">{t(`gamification.goals.${goal}.target`, { target: SAMPLE_GOALS[goal] })}</span>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby={`${ids}-badge`} className="grid gap-4">
        <PanelHeading id={`${ids}-badge`} title={t('gamification.badge.title')} description={t('gamification.badge.description')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
          {BADGE_EXAMPLES.map((xp) => (
            <li key={xp} className="grid content-start gap-2">
              <span className="text-sm font-medium text-muted-foreground">
                {t('gamification.badge.example', { xp: formatXp(xp, language) })}
              </span>
              <RankBadge xp={xp} className="max-w-none" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
