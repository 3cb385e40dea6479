/**
 * When an event happens, as a reader sees it. An in-person event happens at the
 * place's local time: it is written in the event's own zone, and that zone is named whenever the
 * reader's clock would read otherwise (or is unknown, as in a server render). An online event is
 * joined from anywhere: it is written in the reader's own zone, always named. Intl only.
 */

export const EVENT_TYPES = ['online', 'in-person'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** SPEC §3 events meet in France unless they say otherwise. */
export const DEFAULT_EVENT_TIME_ZONE = 'Europe/Paris';

export type EventTimeSource = {
  eventDate: string | Date;
  /** IANA zone of the place (events.time_zone). */
  timeZone: string;
  eventType: EventType;
};

/** How a zone is named: by its city ("heure de Paris") or, for a zone without one, its offset ("UTC−5"). */
export type ZoneName = { kind: 'city'; city: string } | { kind: 'offset'; offset: string };

export type EventTime = {
  /** The zone the texts below are written in. */
  timeZone: string;
  /** Day, date and time: "samedi 28 novembre à 09:00". */
  dateTime: string;
  /** For a calendar badge: "28" and "nov.". */
  day: string;
  month: string;
  /** Null when the reader's clock reads the same, so naming the zone would only be noise. */
  zoneName: ZoneName | null;
};

export type EventTimeReader = {
  /** The interface language ("fr", "en-US"…). */
  locale: string;
  /** The reader's IANA zone; null when unknown (a server render, shared by every visitor). */
  viewerTimeZone: string | null;
};

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a list of events
// formats each several times: formatters are kept per language, zone and options. Bounded, as the
// zones come from stored events.
const FORMATTER_CACHE_SIZE = 500;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A kept Intl.DateTimeFormat for these language and options: build one per page, not per line. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    if (formatters.size >= FORMATTER_CACHE_SIZE) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    dateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

// A stored zone no Intl knows must not break a page: the events' default stands in.
function usableTimeZone(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : DEFAULT_EVENT_TIME_ZONE;
}

/** What a clock in that zone shows at that instant, to the minute, written as if it were UTC (ms). */
function wallClock(instant: Date | number, timeZone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute);
}

/**
 * "Europe/Paris" is named after Paris, "America/Argentina/Buenos_Aires" after Buenos Aires; a zone
 * without a city (UTC, Etc/GMT+5) by its offset in the reader's language.
 */
export function getZoneName(timeZone: string, locale: string, instant: Date = new Date()): ZoneName {
  const city = /^(?!Etc\/)[A-Za-z]+\/(?:[^/]+\/)*([^/]+)$/.exec(timeZone)?.[1];
  if (city) return { kind: 'city', city: city.replaceAll('_', ' ') };
  const offset = dateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return { kind: 'offset', offset: offset ?? timeZone };
}

/** The one rule every page that prints an event's date follows. */
export function formatEventTime(event: EventTimeSource, reader: EventTimeReader): EventTime {
  const instant = new Date(event.eventDate);
  const placeZone = usableTimeZone(event.timeZone);
  const viewerZone = reader.viewerTimeZone === null ? null : usableTimeZone(reader.viewerTimeZone);
  const inPerson = event.eventType === 'in-person';
  // Online and the reader unknown: the organiser's zone, named, until the reader's own is known.
  const timeZone = inPerson ? placeZone : (viewerZone ?? placeZone);
  // Compared by what the clocks show, not by name: Brussels reads Paris time and needs no mention.
  const named = !inPerson || viewerZone === null || wallClock(instant, viewerZone) !== wallClock(instant, placeZone);
  const format = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(reader.locale, { ...options, timeZone }).format(instant);
  return {
    timeZone,
    dateTime: format({ weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }),
    day: format({ day: 'numeric' }),
    month: format({ month: 'short' }),
    zoneName: named ? getZoneName(timeZone, reader.locale, instant) : null,
  };
}

/** The instant a clock in that zone shows that wall time (for "09:00 in Paris" whatever the season). */
export function resolveZonedTime(
  wallTime: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(wallTime.year, wallTime.month - 1, wallTime.day, wallTime.hour, wallTime.minute);
  const offsetAt = (instant: number) => wallClock(instant, timeZone) - Math.floor(instant / 60_000) * 60_000;
  // Twice: the offset at the first guess may be the other side of a daylight-saving change.
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}
