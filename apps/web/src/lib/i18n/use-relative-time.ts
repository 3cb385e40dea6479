import { dateTimeFormat, getRelativeTime } from '@la-meute/shared';
import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { useNow, useTimeZone } from './render-clock';

/**
 * SPEC §9 relative time: under 1h "Il y a moins d'1h", under 24h in hours, else days, in the
 * interface language (the French texts are formatRelativeTimeFr's). It reads the clock the page
 * was rendered with while hydrating (render-clock.ts), so the server's text and the browser's first
 * render agree, and re-renders once a minute, so "moins d'1h" turns into "1h" on an open page.
 */
export function useRelativeTime(): (date: string) => string {
  const { t } = useTranslation();
  const now = useNow();
  return useCallback(
    (date: string) => {
      const relative = getRelativeTime(date, now);
      if (relative.unit === 'lessThanHour') return t('common.time.lessThanHour');
      if (relative.unit === 'hours') return t('common.time.hours', { count: relative.value });
      return t('common.time.days', { count: relative.value });
    },
    [t, now],
  );
}

/** The full date and time, for the title of a <time> element: in the render's zone while hydrating. */
export function useFullDate(): (date: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  return useCallback(
    (date: string) => dateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(date)),
    [i18n.language, timeZone],
  );
}
