import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, googleCalendarUrl, slugify, toIcsDateTime } from './ics';

const entry = {
  uid: '0b6f-event@la-meute',
  start: new Date('2026-12-05T08:00:00Z'),
  end: new Date('2026-12-05T10:30:00Z'),
  stamp: new Date('2026-11-24T15:00:00.123Z'),
  summary: 'Méditation, souffle; et \\ calme',
  description: 'Ligne 1\nLigne 2',
  location: 'Parc, Lyon',
  url: 'https://la-meute.example/events/0b6f',
};

describe('ICS (RFC 5545)', () => {
  it('writes UTC date-times without separators', () => {
    expect(toIcsDateTime(new Date('2026-12-05T08:00:00.999Z'))).toBe('20261205T080000Z');
  });

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(escapeIcsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('builds one VEVENT with CRLF line endings and every field', () => {
    const ics = buildIcs(entry);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines).toContain('UID:0b6f-event@la-meute');
    expect(lines).toContain('DTSTAMP:20261124T150000Z');
    expect(lines).toContain('DTSTART:20261205T080000Z');
    expect(lines).toContain('DTEND:20261205T103000Z');
    expect(lines).toContain('SUMMARY:Méditation\\, souffle\\; et \\\\ calme');
    expect(lines).toContain('DESCRIPTION:Ligne 1\\nLigne 2');
    expect(lines).toContain('LOCATION:Parc\\, Lyon');
    expect(lines).toContain('URL:https://la-meute.example/events/0b6f');
    expect(lines).not.toContain('STATUS:CANCELLED');
    expect(buildIcs({ ...entry, cancelled: true }).split('\r\n')).toContain('STATUS:CANCELLED');
  });

  it('leaves out the optional fields that are empty', () => {
    const ics = buildIcs({ ...entry, description: null, location: '', url: undefined });
    expect(ics).not.toMatch(/DESCRIPTION|LOCATION|URL:/);
  });

  it('folds lines at 75 octets without cutting a UTF-8 character', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    // Unfolding (removing CRLF + one space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldIcsLine('SUMMARY:court')).toBe('SUMMARY:court');
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('fills in a Google Calendar template link', () => {
    const url = new URL(googleCalendarUrl(entry));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(entry.summary);
    expect(url.searchParams.get('dates')).toBe('20261205T080000Z/20261205T103000Z');
    expect(url.searchParams.get('location')).toBe('Parc, Lyon');
  });

  it('slugs titles for file names', () => {
    expect(slugify('Méditation au lac — édition #2 !')).toBe('meditation-au-lac-edition-2');
    expect(slugify('!!!')).toBe('evenement');
  });
});
