import { getRelativeTime } from '@la-meute/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE_MS = 60 * 1000;

/** Re-renders once a minute, so "Il y a moins d'1h" turns into "Il y a 1h" on an open page. */
function useMinuteTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** SPEC §9 relative time ("Il y a moins d'1h", then hours, then days) in the interface language. */
export function useRelativeTime(): (date: string) => string {
  const { t } = useTranslation();
  const now = useMinuteTick();
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
