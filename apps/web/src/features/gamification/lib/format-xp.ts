/** "5 500 XP" in French, "5,500 XP" in English: XP counts grouped the reader's way. */
export function formatXp(xp: number, language: string): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(xp)}\u00a0XP`;
}
