import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import { setRenderLanguage, startServerI18n } from './i18n';
import { translatorFor } from './test-translator';
import { describeEventTime, useEventTime } from './use-event-time';

// Saturday 28 November 2026, 09:00 in Paris: 03:00 in New York.
const inPerson = { eventDate: '2026-11-28T08:00:00.000Z', timeZone: 'Europe/Paris', eventType: 'in-person' as const };
const online = { ...inPerson, eventType: 'online' as const };


describe('event times in the interface language', () => {
  it('names the place’s zone for a reader elsewhere, in each language', async () => {
    const reader = { viewerTimeZone: 'America/New_York' };
    expect(describeEventTime(await translatorFor('fr'), inPerson, { ...reader, locale: 'fr' }).when).toBe(
      'samedi 28 novembre à 09:00, heure de Paris',
    );
    expect(describeEventTime(await translatorFor('en'), inPerson, { ...reader, locale: 'en' }).when).toBe(
      'Saturday, November 28 at 09:00 AM, Paris time',
    );
    expect(describeEventTime(await translatorFor('es'), inPerson, { ...reader, locale: 'es' }).when).toBe(
      'sábado, 28 de noviembre, 09:00 (hora de Paris)',
    );
  });

  it('says nothing of the zone to a reader whose clock reads the same', async () => {
    const text = describeEventTime(await translatorFor('fr'), inPerson, { locale: 'fr', viewerTimeZone: 'Europe/Paris' });
    expect(text).toEqual({ when: 'samedi 28 novembre à 09:00', day: '28', month: 'nov.' });
  });

  it("shows an online event at the reader's time, zone named, elided in French", async () => {
    const french = await translatorFor('fr');
    expect(describeEventTime(french, online, { locale: 'fr', viewerTimeZone: 'America/New_York' }).when).toBe(
      'samedi 28 novembre à 03:00, heure de New York',
    );
    expect(describeEventTime(french, online, { locale: 'fr', viewerTimeZone: 'Europe/Amsterdam' }).when).toBe(
      "samedi 28 novembre à 09:00, heure d'Amsterdam",
    );
    expect(describeEventTime(french, online, { locale: 'fr', viewerTimeZone: 'Etc/GMT+5' }).when).toBe(
      'samedi 28 novembre à 03:00, heure UTC−5',
    );
  });
});

describe('the server render', () => {
  beforeAll(() => {
    startServerI18n({ fr, en, es });
    setRenderLanguage('fr');
  });

  function Probe({ event }: { event: typeof inPerson | typeof online }) {
    const eventTime = useEventTime();
    return createElement('time', null, eventTime(event).when);
  }

  // The browser hydrates with the same server snapshot (no reader zone): the texts below are what
  // every visitor first sees, and what the browser's first render writes again.
  it.each([
    ['an in-person event', inPerson, '<time>samedi 28 novembre à 09:00, heure de Paris</time>'],
    ['an online event', online, '<time>samedi 28 novembre à 09:00, heure de Paris</time>'],
  ])('writes %s in its own zone, named, whatever the server machine’s zone', (_label, event, html) => {
    expect(renderToString(createElement(Probe, { event }))).toBe(html);
  });
});
