import { ACHIEVEMENTS } from '@la-meute/shared';
import { CalendarCheck, CalendarPlus, HandHeart, Heart, MessageCircle, UserCheck, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelHeading } from './panel-heading';

type AchievementKey = (typeof ACHIEVEMENTS)[number]['key'];

const ACHIEVEMENT_ICONS: Record<AchievementKey, LucideIcon> = {
  firstStep: UserCheck,
  communicator: MessageCircle,
  participant: CalendarCheck,
  mentor: HandHeart,
  organiser: CalendarPlus,
  influencer: Heart,
};

/** SPEC §9: the six achievements and what unlocks each; members' own unlocks come with real XP. */
export function AchievementsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <PanelHeading id={headingId} title={t('gamification.achievements.title')} description={t('gamification.achievements.description')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ACHIEVEMENTS.map((achievement) => {
          const Icon = ACHIEVEMENT_ICONS[achievement.key];
          return (
            <li key={achievement.key} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid content-start gap-1">
                <h3 className="font-semibold">{t(`gamification.achievement.${achievement.key}.name`)}</h3>
                <p className="text-sm leading-6 text-muted-foreground">
                  {t(`gamification.achievement.${achievement.key}.requirement`, { target: achievement.target })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
