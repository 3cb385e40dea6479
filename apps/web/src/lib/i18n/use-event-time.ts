import { formatEventTime, type EventTimeReader, type EventTimeSource } from '@la-meute/shared';
import type { TFunction } from './translate';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from './use-translation';

const subscribeToNothing = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The reader's own zone, or null where it is unknown: in the server render (one render for every
 * visitor, ADR 009) and while the browser hydrates it, so that both write the same text.
 */
function useViewerTimeZone(): string | null {
  return useSyncExternalStore(subscribeToNothing, browserTimeZone, () => null);
}

// French elides before a vowel: "heure d'Amsterdam", "heure de Paris".
const STARTS_WITH_VOWEL = /^[aeiouàâäéèêëîïôöùûü]/i;

export type EventTimeText = {
  /** "samedi 28 novembre à 09:00, heure de Paris", the zone only when it must be named. */
  when: string;
  /** For a calendar badge, in the same zone: "28", "nov.". */
  day: string;
  month: string;
};

/** The texts of formatEventTime (packages/shared domain/event-time.ts) in the interface language. */
export function describeEventTime(t: TFunction, event: EventTimeSource, reader: EventTimeReader): EventTimeText {
  const { dateTime, day, month, zoneName } = formatEventTime(event, reader);
  if (zoneName === null) return { when: dateTime, day, month };
  const when =
    zoneName.kind === 'city'
      ? t('common.eventTime.city', {
          dateTime,
          city: zoneName.city,
          context: STARTS_WITH_VOWEL.test(zoneName.city) ? 'vowel' : undefined,
        })
      : t('common.eventTime.offset', { dateTime, offset: zoneName.offset });
  return { when, day, month };
}

/** The one way a page prints when an event happens. */
export function useEventTime(): (event: EventTimeSource) => EventTimeText {
  const { t, i18n } = useTranslation();
  const viewerTimeZone = useViewerTimeZone();
  const locale = i18n.language;
  return useCallback((event: EventTimeSource) => describeEventTime(t, event, { locale, viewerTimeZone }), [t, locale, viewerTimeZone]);
}
