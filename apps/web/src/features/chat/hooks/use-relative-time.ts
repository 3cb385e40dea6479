import { getRelativeTime } from '@la-meute/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/lib/render-clock';

/** SPEC §9 relative time ("Il y a moins d'1h", then hours, then days) in the interface language. */
export function useRelativeTime(): (date: string) => string {
  const { t } = useTranslation();
  // Re-renders once a minute, so "Il y a moins d'1h" turns into "Il y a 1h" on an open page.
  const now = useNow();
  return useCallback(
    (date: string) => {
      const relative = getRelativeTime(date, now);
      if (relative.unit === 'lessThanHour') return t('chat.time.lessThanHour');
      if (relative.unit === 'hours') return t('chat.time.hours', { count: relative.value });
      return t('chat.time.days', { count: relative.value });
    },
    [t, now],
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
