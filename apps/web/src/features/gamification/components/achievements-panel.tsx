import { ACHIEVEMENTS, type AchievementKey, type MemberAchievement } from '@la-meute/shared';
import { CalendarCheck, CalendarPlus, HandHeart, Heart, Lock, MessageCircle, UserCheck, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentLanguage } from '@/lib/i18n/i18n';
import { cn } from '@/lib/dom/utils';
import { PanelHeading } from './panel-heading';

const ACHIEVEMENT_ICONS: Record<AchievementKey, LucideIcon> = {
  firstStep: UserCheck,
  communicator: MessageCircle,
  participant: CalendarCheck,
  mentor: HandHeart,
  organiser: CalendarPlus,
  influencer: Heart,
};

/** SPEC §9: the six achievements and what unlocks each; a member sees which they unlocked, and when. */
export function AchievementsPanel({ achievements }: { achievements: MemberAchievement[] | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const unlockedAt = new Map(achievements?.map((achievement) => [achievement.key, achievement.unlockedAt]));
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <PanelHeading id={headingId} title={t('gamification.achievements.title')} description={t('gamification.achievements.description')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ACHIEVEMENTS.map((achievement) => {
          const Icon = ACHIEVEMENT_ICONS[achievement.key];
          const date = unlockedAt.get(achievement.key);
          return (
            <li key={achievement.key} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <span
                className={cn(
                  'flex size-11 shrink-0 items-center justify-center rounded-full',
                  date ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid content-start gap-1">
                <h3 className="font-semibold">{t(`gamification.achievement.${achievement.key}.name`)}</h3>
                <p className="text-sm leading-6 text-muted-foreground">
                  {t(`gamification.achievement.${achievement.key}.requirement`, { target: achievement.target })}
                </p>
                {achievements ? (
                  date ? (
                    <p className="text-sm font-medium text-primary">
                      {t('gamification.achievements.unlockedOn', { date: dateFormat.format(new Date(date)) })}
                    </p>
                  ) : (
                    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                      <Lock aria-hidden="true" className="size-3.5" />
                      {t('gamification.achievements.locked')}
                    </p>
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
