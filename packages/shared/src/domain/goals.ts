/**
 * The periods of the sample goals (SPEC §9) and of the daily login, in Paris time —
 * the community's clock, whatever the server's time zone. Pure functions on Intl only.
 */
export const GOALS_TIME_ZONE = 'Europe/Paris';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: GOALS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday … 6 = Sunday (ISO weeks). */
  weekday: number;
}

function parisWallClock(date: Date): WallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Mon'),
  };
}

/** Paris's offset from UTC at that instant, in milliseconds (+1h in winter, +2h in summer). */
function parisOffsetMs(instant: number): number {
  const wall = parisWallClock(new Date(instant));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of midnight, Paris time, on that calendar day (month 1–12; overflowing days roll over). */
function parisMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the guess may differ from the one at the answer around a DST change
  // (Paris never changes its clocks at midnight, so midnight always exists once).
  const first = guess - parisOffsetMs(guess);
  return new Date(guess - parisOffsetMs(first));
}

/** The Paris calendar day of an instant, `YYYY-MM-DD` (the daily login's key). */
export function parisDay(date: Date): string {
  const { year, month, day } = parisWallClock(date);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** When the Paris day of `date` began. */
export function startOfParisDay(date: Date): Date {
  const { year, month, day } = parisWallClock(date);
  return parisMidnight(year, month, day);
}

/** When the Paris ISO week (from Monday) of `date` began. */
export function startOfParisWeek(date: Date): Date {
  const { year, month, day, weekday } = parisWallClock(date);
  return parisMidnight(year, month, day - weekday);
}

/** When the Paris calendar month of `date` began. */
export function startOfParisMonth(date: Date): Date {
  const { year, month } = parisWallClock(date);
  return parisMidnight(year, month, 1);
}
