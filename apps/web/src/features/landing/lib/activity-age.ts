const MINUTE_MS = 60 * 1000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

export type ActivityAge =
  | { unit: 'now'; value: 0 }
  | { unit: 'minutes'; value: number }
  | { unit: 'hours'; value: number }
  | { unit: 'days'; value: number };

/**
 * How long ago a channel last spoke, in minutes while under an hour ("il y a 40 min"), then in
 * hours and days so an old channel does not read "il y a 4320 min". A future date counts as now.
 */
export function getActivityAge(date: string | Date, now: Date | number = Date.now()): ActivityAge {
  const minutes = Math.floor(Math.max(0, new Date(now).getTime() - new Date(date).getTime()) / MINUTE_MS);
  if (minutes < 1) return { unit: 'now', value: 0 };
  if (minutes < HOUR_MINUTES) return { unit: 'minutes', value: minutes };
  if (minutes < DAY_MINUTES) return { unit: 'hours', value: Math.floor(minutes / HOUR_MINUTES) };
  return { unit: 'days', value: Math.floor(minutes / DAY_MINUTES) };
}
