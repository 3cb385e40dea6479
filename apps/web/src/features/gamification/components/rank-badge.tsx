import { getRankProgress, type Rank } from '@la-meute/shared';
import { Cloud, Crown, Flame, Footprints, Mountain, PawPrint, Shield, Sprout, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Progress } from '@/components/ui/progress';
import { currentLanguage } from '@/lib/i18n/i18n';
import { rankLabel } from '@/entities/member/lib/level-label';
import { cn } from '@/lib/dom/utils';
import { formatXp } from '../lib/format-xp';

const RANK_ICONS: Record<Rank['key'], LucideIcon> = {
  lamb: Sprout,
  sheep: Cloud,
  goat: Mountain,
  ram: Shield,
  shepherd: Footprints,
  wolf: PawPrint,
  alphaWolf: Crown,
  mythicFenrir: Flame,
};

// Sheepfold ranks in moss green, the wolves in dusk orange.
function rankTone(rank: Rank): string {
  return rank.index >= 5 ? 'bg-accent text-accent-foreground' : 'bg-primary text-primary-foreground';
}

type RankBadgeProps = { xp: number; className?: string };

/**
 * SPEC §3/§4: the rank badge for an XP total. Ranks 0–7 (Lamb … Mythic Fenrir) at 0/100/250/500/
 * 1000/2000/4000/8000 XP; below the top a progress bar, the next rank and the XP still needed;
 * at the top 100 % and no next-rank line.
 */
export function RankBadge({ xp, className }: RankBadgeProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { rank, next, progressPercent, xpToNext } = getRankProgress(xp);
  const Icon = RANK_ICONS[rank.key];
  const rankName = rankLabel(t, rank.key);

  return (
    <div className={cn('grid w-full max-w-xs gap-3 rounded-xl border bg-card p-4 shadow-sm', className)}>
      <div className="flex items-center gap-3">
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', rankTone(rank))}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0">
          <span className="truncate font-semibold">{rankName}</span>
          <span className="text-xs text-muted-foreground">{formatXp(Math.max(0, Math.floor(xp) || 0), language)}</span>
        </div>
        <span className="ml-auto text-sm font-semibold tabular-nums text-primary">
          {t('gamification.rankBadge.percent', { percent: progressPercent })}
        </span>
      </div>
      <Progress
        aria-label={t('gamification.rankBadge.progressLabel', { rank: rankName })}
        value={progressPercent}
        getValueLabel={() => t('gamification.rankBadge.progress', { percent: progressPercent })}
        indicatorClassName={rank.index >= 5 ? 'bg-accent' : undefined}
      />
      {next ? (
        <p className="text-xs text-muted-foreground">
          {t('gamification.rankBadge.next', {
            rank: rankLabel(t, next.key),
            xp: formatXp(xpToNext, language),
          })}
        </p>
      ) : null}
    </div>
  );
}
