import { formatCount } from '@la-meute/shared';

/** "5 500 XP" in French, "5,500 XP" in English: XP counts grouped the reader's way. */
export function formatXp(xp: number, language: string): string {
  return `${formatCount(xp, language)}\u00a0XP`;
}
