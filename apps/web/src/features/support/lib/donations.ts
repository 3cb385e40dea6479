import { DONATIONS } from '@la-meute/shared';

export type DonationFrequency = (typeof DONATIONS.frequencies)[number];
export type DonationMethod = (typeof DONATIONS.methods)[number];

// Whole euros or euros and cents, with a French comma or a dot: "10", "12,5", "12.50".
const AMOUNT_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;

/** SPEC §5: the custom amount is numeric; anything else (letters, signs, symbols) counts as 0. */
export function parseDonationAmount(raw: string): number {
  const value = raw.trim();
  if (!AMOUNT_PATTERN.test(value)) return 0;
  return Number(value.replace(',', '.'));
}

/** SPEC §5: the donate button is disabled when the amount is 0 or less. */
export function canDonate(amount: number): boolean {
  return Number.isFinite(amount) && amount > 0;
}

/** "10 €", "12,50 €", "€10.00"… — cents only when there are some. */
export function formatEuros(amount: number, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** Share of the monthly goal already raised, 0–100 (an overfunded month shows 100). */
export function goalPercent(raised: number, goal: number): number {
  if (goal <= 0) return raised > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.floor((raised / goal) * 100)));
}

// SPEC §9 gives the split 40/35/15/10 %; the categories are the ones the impact tab describes.
export const SPENDING_CATEGORIES = ['hosting', 'development', 'moderation', 'events'] as const;
export type SpendingCategory = (typeof SPENDING_CATEGORIES)[number];

export function spendingBreakdown(): { category: SpendingCategory; percent: number }[] {
  return SPENDING_CATEGORIES.map((category, index) => ({ category, percent: DONATIONS.spendingSplit[index] ?? 0 }));
}
