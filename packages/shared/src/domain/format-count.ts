/**
 * A count (members, messages, XP) written as Intl.NumberFormat writes it in the interface's
 * languages, without building one: the first Intl.NumberFormat of a page loads the locale's number
 * data, about 40 ms of a phone's main thread while the page is being hydrated. Other languages,
 * and anything that is not a whole number, still go through Intl.
 */

type Grouping = { separator: string; minimumGroupingDigits: number };

// Checked against Intl in the tests: French groups with a narrow no-break space, Spanish only from
// five digits on.
const GROUPINGS: Record<string, Grouping> = {
  fr: { separator: '\u202f', minimumGroupingDigits: 1 },
  en: { separator: ',', minimumGroupingDigits: 1 },
  es: { separator: '.', minimumGroupingDigits: 2 },
};

export function formatCount(value: number, language: string): string {
  const rounded = Math.round(value);
  const grouping = GROUPINGS[language.slice(0, 2).toLowerCase()];
  if (!grouping || !Number.isSafeInteger(rounded)) return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
  const digits = String(Math.abs(rounded));
  const sign = rounded < 0 ? '-' : '';
  if (digits.length < 4 + grouping.minimumGroupingDigits - 1) return `${sign}${digits}`;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `${sign}${groups.join(grouping.separator)}`;
}
