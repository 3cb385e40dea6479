import { getRelativeTime } from '@la-meute/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §9 relative time: under 1h "Il y a moins d'1h", under 24h in hours, else days. The French
 * keys use the wording of formatRelativeTimeFr; other languages translate the same three units.
 */
export function useRelativeTime(): (date: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (date: string) => {
      const relative = getRelativeTime(date);
      if (relative.unit === 'lessThanHour') return t('feed.time.lessThanHour');
      if (relative.unit === 'hours') return t('feed.time.hours', { count: relative.value });
      return t('feed.time.days', { count: relative.value });
    },
    [t],
  );
}

/** The full date and time, for the title of a <time> element. */
export function useFullDate(): (date: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (date: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(date)),
    [i18n.language],
  );
}
