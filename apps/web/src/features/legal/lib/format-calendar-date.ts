/**
 * Formats a calendar date ("2025-01-15") in the reader's language: "15 janvier 2025",
 * "January 15, 2025", "15 de enero de 2025". Computed in UTC so no time zone shifts the day.
 */
export function formatCalendarDate(isoDate: string, language: string): string {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
