import { LEVELS, type GamificationMe } from '@la-meute/shared';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentLanguage } from '@/lib/i18n/i18n';
import { levelLabel } from '@/entities/member/lib/level-label';
import { formatXp } from '../lib/format-xp';
import { GoalsList } from './goals-list';
import { MemberProgress } from './member-progress';
import { PanelHeading } from './panel-heading';
import { RankBadge } from './rank-badge';

// Two illustrative totals: one on the way (Chèvre, 40 % of the way to Bélier) and the top rank.
const BADGE_EXAMPLES = [350, 8000] as const;

type OverviewPanelProps = {
  /** The member's progress; null for a visitor, undefined while loading. */
  me: GamificationMe | null | undefined;
  isError: boolean;
};

/** SPEC §2/§9: how levels work, the member's real progress, the goals, the badge. */
export function OverviewPanel({ me, isError }: OverviewPanelProps) {
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
          aria-busy={me === undefined && !isError}
          className="grid content-start gap-3 rounded-xl border bg-secondary/50 p-6 lg:col-span-2"
        >
          <MemberProgress headingId={`${ids}-progress`} me={me} isError={isError} />
        </section>
      </div>

      <section aria-labelledby={`${ids}-goals`} className="grid gap-4">
        <PanelHeading id={`${ids}-goals`} title={t('gamification.goals.title')} description={t('gamification.goals.description')} />
        <GoalsList goals={me?.goals ?? null} />
      </section>

      <section aria-labelledby={`${ids}-badge`} className="grid gap-4">
        <PanelHeading id={`${ids}-badge`} title={t('gamification.badge.title')} description={t('gamification.badge.description')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
          {me ? (
            <li className="grid content-start gap-2 sm:col-span-2 sm:max-w-sm">
              <span className="text-sm font-medium text-muted-foreground">{t('gamification.badge.yours')}</span>
              <RankBadge xp={me.xp} className="max-w-none" />
            </li>
          ) : null}
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
