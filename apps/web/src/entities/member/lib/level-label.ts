import { toLevelNumber, type RankKey } from '@la-meute/shared';
import type { TFunction } from '@/lib/i18n/translate';

/**
 * The one way the interface names a level: payloads carry the number (1–10), each language names
 * it (locale keys gamification.level.<number>); an unknown number reads as the first level.
 */
export function levelLabel(t: TFunction, level: number): string {
  return t(`gamification.level.${toLevelNumber(level)}`);
}

/** The badge rank's name in the interface language (locale keys gamification.rank.<key>). */
export function rankLabel(t: TFunction, rank: RankKey): string {
  return t(`gamification.rank.${rank}`);
}
