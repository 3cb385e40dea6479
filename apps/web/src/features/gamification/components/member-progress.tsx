import { PAGE_ROUTES, type GamificationMe } from '@la-meute/shared';
import { LogIn, TrendingUp } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n/i18n';
import { levelLabel } from '@/entities/member/lib/level-label';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { formatXp } from '../lib/format-xp';

type MemberProgressProps = {
  headingId: string;
  /** null for a visitor; undefined while the session is read. */
  me: GamificationMe | null | undefined;
  isError: boolean;
};

/**
 * SPEC §4: the member's level progress — the percentage between their level and the
 * next, the next level's name and the XP still needed; at the top level 100 % and no next line.
 * A visitor is invited to sign in.
 */
export function MemberProgress({ headingId, me, isError }: MemberProgressProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const localize = useLocalizedPath();

  const heading = (
    <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold tracking-tight text-primary">
      <TrendingUp aria-hidden="true" className="size-5" />
      {t('gamification.overview.progressTitle')}
    </h2>
  );

  if (me === null) {
    return (
      <>
        {heading}
        <p className="leading-7 text-foreground/90">{t('gamification.overview.signInInvite')}</p>
        <Button asChild className="justify-self-start">
          <Link to={localize(PAGE_ROUTES.auth)}>
            <LogIn aria-hidden="true" />
            {t('gamification.overview.signIn')}
          </Link>
        </Button>
      </>
    );
  }
  if (isError) {
    return (
      <>
        {heading}
        <p role="alert" className="leading-7 text-destructive">
          {t('gamification.overview.loadError')}
        </p>
      </>
    );
  }
  if (me === undefined) {
    return (
      <>
        {heading}
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-2.5 w-full" />
      </>
    );
  }

  const { level } = me;
  const name = levelLabel(t, level.level);
  return (
    <>
      {heading}
      <p className="grid gap-0.5">
        <span className="text-sm text-muted-foreground">{t('gamification.overview.levelNumber', { level: level.level })}</span>
        <span className="text-lg font-semibold">{name}</span>
      </p>
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-2xl font-bold tabular-nums text-primary">{formatXp(me.xp, language)}</span>
        <span className="text-sm font-semibold tabular-nums">{t('gamification.rankBadge.percent', { percent: level.percent })}</span>
      </p>
      <Progress
        aria-label={t('gamification.overview.levelProgressLabel', { level: name })}
        value={level.percent}
        getValueLabel={() => t('gamification.rankBadge.progress', { percent: level.percent })}
      />
      {level.nextLevel ? (
        <p className="text-sm text-muted-foreground">
          {t('gamification.overview.nextLevel', { level: levelLabel(t, level.nextLevel), xp: formatXp(level.xpToNext, language) })}
        </p>
      ) : null}
    </>
  );
}
