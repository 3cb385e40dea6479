import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The leaderboard waits for members' real XP (a later issue): until then it says so, with no fake ranking. */
export function LeaderboardPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Trophy aria-hidden="true" className="size-7" />
      </span>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-primary">
        {t('gamification.leaderboard.title')}
      </h2>
      <p className="leading-7 text-muted-foreground">{t('gamification.leaderboard.comingSoon')}</p>
    </section>
  );
}
