/**
 * An event as an iCalendar file (RFC 5545) and as a Google Calendar link: pure, for the server's
 * ICS route and the detail page's "add to calendar" link.
 */

export type CalendarEntry = {
  /** Globally unique and stable: a calendar updates the entry it imported before. */
  uid: string;
  start: Date;
  /** Required by both formats; callers give a default length when the event has no end. */
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** When the file was made (DTSTAMP). */
  stamp?: Date;
  /** Set for a cancelled event: calendars show it struck through. */
  cancelled?: boolean;
};

/** An event without an end lasts this long in a calendar. */
export const DEFAULT_EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** UTC date-time form 2 of RFC 5545 §3.3.5: 20261205T080000Z. */
export function toIcsDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT values (§3.3.11): backslash, semicolon, comma escaped, newlines as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line (§3.1): no line longer than 75 octets, continued after CRLF and a space.
 * Cuts fall between characters, never inside a UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // The continuation lines start with a space, which counts in their 75 octets.
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** A VCALENDAR with one VEVENT, CRLF line endings, folded. */
export function buildIcs(entry: CalendarEntry): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//La Meute//Evenements//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${toIcsDateTime(entry.stamp ?? new Date())}`,
    `DTSTART:${toIcsDateTime(entry.start)}`,
    `DTEND:${toIcsDateTime(entry.end)}`,
    `SUMMARY:${escapeIcsText(entry.summary)}`,
  ];
  if (entry.description) lines.push(`DESCRIPTION:${escapeIcsText(entry.description)}`);
  if (entry.location) lines.push(`LOCATION:${escapeIcsText(entry.location)}`);
  if (entry.url) lines.push(`URL:${entry.url}`);
  if (entry.cancelled) lines.push('STATUS:CANCELLED');
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Google Calendar's "create an event" template, filled in. */
export function googleCalendarUrl(entry: Pick<CalendarEntry, 'start' | 'end' | 'summary' | 'description' | 'location'>): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.summary,
    dates: `${toIcsDateTime(entry.start)}/${toIcsDateTime(entry.end)}`,
  });
  if (entry.description) params.set('details', entry.description);
  if (entry.location) params.set('location', entry.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** A file name from a title: "Méditation au lac" → "meditation-au-lac". */
export function slugify(title: string, fallback = 'evenement'): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}
