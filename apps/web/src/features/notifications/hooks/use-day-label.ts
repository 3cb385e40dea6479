import { useTranslation } from '@/lib/i18n/use-translation';
import { formatDay } from '../utils/group-by-day';

/** "Aujourd'hui", "Hier", then the date: a section's heading in the panel and on the page. */
export function useDayLabel(): (day: string) => string {
  const { t, i18n } = useTranslation();
  return (day: string) => {
    if (day === 'today') return t('notifications.centre.today');
    if (day === 'yesterday') return t('notifications.centre.yesterday');
    return formatDay(day, i18n.language);
  };
}
