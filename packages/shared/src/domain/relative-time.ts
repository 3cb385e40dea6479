const HOUR_MS = 60 * 60 * 1000;
const DAY_HOURS = 24;

export type RelativeTime =
  | { unit: 'lessThanHour'; value: 0 }
  | { unit: 'hours'; value: number }
  | { unit: 'days'; value: number };

/** SPEC §9: under 1h "less than an hour", under 24h in hours, else days. Future dates count as now. */
export function getRelativeTime(date: Date | string | number, now: Date | number = Date.now()): RelativeTime {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(date).getTime());
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours < 1) return { unit: 'lessThanHour', value: 0 };
  if (hours < DAY_HOURS) return { unit: 'hours', value: hours };
  return { unit: 'days', value: Math.floor(hours / DAY_HOURS) };
}

/** The French wording of SPEC §9 ("Il y a moins d'1h"); other languages go through i18n with getRelativeTime. */
export function formatRelativeTimeFr(date: Date | string | number, now: Date | number = Date.now()): string {
  const relative = getRelativeTime(date, now);
  if (relative.unit === 'lessThanHour') return "Il y a moins d'1h";
  if (relative.unit === 'hours') return `Il y a ${relative.value}h`;
  return `Il y a ${relative.value}j`;
}
