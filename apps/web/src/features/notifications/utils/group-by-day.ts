import type { NotificationGroup } from '@la-meute/shared';

export type DaySection = {
  /** 'today', 'yesterday', or the day as YYYY-MM-DD (in `timeZone`). */
  day: string;
  items: NotificationGroup[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of an instant in a zone, as YYYY-MM-DD (sv-SE writes dates that way). */
function dayFormatter(timeZone?: string): (instant: number | string) => string {
  // One formatter per call, not per row: building one is what costs.
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant) => format.format(new Date(instant));
}

/**
 * Rows grouped by day, newest day first as the server sorts them: "Aujourd'hui", "Hier", then dates.
 * Days are the member's own (their zone), so a like at 23:30 is not filed under tomorrow.
 */
export function groupByDay(items: readonly NotificationGroup[], now: number, timeZone?: string): DaySection[] {
  const dayOf = dayFormatter(timeZone);
  const today = dayOf(now);
  const yesterday = dayOf(now - DAY_MS);
  const sections: DaySection[] = [];
  for (const item of items) {
    const date = dayOf(item.createdAt);
    const day = date === today ? 'today' : date === yesterday ? 'yesterday' : date;
    const last = sections.at(-1);
    if (last?.day === day) last.items.push(item);
    else sections.push({ day, items: [item] });
  }
  return sections;
}

/** A past day's heading ("mardi 24 novembre"): the date alone, so no zone can shift it. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}
