import { formatRelativeTimeFr } from '@la-meute/shared';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import { setRenderLanguage, startServerI18n } from './i18n';
import { setRenderClock } from './render-clock';
import { useFullDate, useRelativeTime } from './use-relative-time';

// Years before the test runs: measured against the real clock, every one of these would read "days".
const RENDERED_AT = Date.parse('2021-03-10T12:00:00Z');
const MINUTE_MS = 60 * 1000;

beforeAll(() => startServerI18n({ fr, en, es }));

afterEach(() => setRenderClock(null));

function Probe({ date }: { date: string }) {
  const relative = useRelativeTime();
  const full = useFullDate();
  return createElement('time', { dateTime: date, title: full(date) }, relative(date));
}

/** What the server sends, and what the browser's hydration render must reproduce. */
function render(date: string, clock: { now: number; timeZone: string }, language: 'fr' | 'en' = 'fr'): { text: string; title: string } {
  setRenderLanguage(language);
  setRenderClock(clock);
  const html = renderToString(createElement(Probe, { date }));
  const match = /title="([^"]*)"[^>]*>([^<]*)</.exec(html);
  if (!match) throw new Error(`unexpected markup ${html}`);
  return { title: match[1]!, text: match[2]! };
}

describe('relative times read the clock the page was rendered with', () => {
  it.each([
    ['30 minutes', 30 * MINUTE_MS],
    ['5 hours', 5 * 60 * MINUTE_MS],
    ['3 days', 3 * 24 * 60 * MINUTE_MS],
  ])('writes %s ago like formatRelativeTimeFr, from the render clock', (_label, elapsed) => {
    const date = new Date(RENDERED_AT - elapsed).toISOString();
    const { text } = render(date, { now: RENDERED_AT, timeZone: 'Europe/Paris' });
    expect(text).toBe(formatRelativeTimeFr(RENDERED_AT - elapsed, RENDERED_AT).replace(/'/g, '&#x27;'));
  });

  it('speaks the interface language', () => {
    const date = new Date(RENDERED_AT - 2 * 60 * MINUTE_MS).toISOString();
    expect(render(date, { now: RENDERED_AT, timeZone: 'Europe/Paris' }, 'en').text).toBe('2h ago');
  });

  it('dates the title in the time zone of the render, not the machine', () => {
    const date = '2021-03-10T09:00:00Z';
    expect(render(date, { now: RENDERED_AT, timeZone: 'Europe/Paris' }).title).toContain('10:00');
    expect(render(date, { now: RENDERED_AT, timeZone: 'America/New_York' }).title).toContain('04:00');
  });
});
