import { SAMPLE_GOALS, type GoalKey, type GoalProgress } from '@la-meute/shared';
import { CalendarHeart, MessageCircle, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Progress } from '@/components/ui/progress';

const GOAL_ICONS: Record<GoalKey, LucideIcon> = { dailyXp: Zap, weeklyMessages: MessageCircle, monthlyEvents: CalendarHeart };

/** SPEC §9 sample goals; with a member's real progress in its Paris period when there is one. */
export function GoalsList({ goals }: { goals: GoalProgress[] | null }) {
  const { t } = useTranslation();
  const progress = new Map(goals?.map((goal) => [goal.key, goal]));
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {(Object.keys(SAMPLE_GOALS) as GoalKey[]).map((key) => {
        const Icon = GOAL_ICONS[key];
        const goal = progress.get(key);
        const label = t(`gamification.goals.${key}.target`, { target: SAMPLE_GOALS[key] });
        return (
          <li key={key} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
            <div className="flex items-center gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid">
                <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t(`gamification.goals.${key}.period`)}</span>
                <span className="font-semibold">{label}</span>
              </div>
            </div>
            {goal ? (
              <>
                <Progress
                  aria-label={t('gamification.goals.progressLabel', { goal: label })}
                  value={Math.min(goal.current, goal.target)}
                  max={goal.target}
                  getValueLabel={() => t('gamification.goals.progress', { current: goal.current, target: goal.target })}
                />
                <span className="text-sm tabular-nums text-muted-foreground">
                  {goal.current >= goal.target
                    ? t('gamification.goals.reached', { current: goal.current, target: goal.target })
                    : t('gamification.goals.progress', { current: goal.current, target: goal.target })}
                </span>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
