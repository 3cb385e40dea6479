import { LEGAL_LAST_UPDATED } from '@la-meute/shared';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentLanguage } from '@/lib/i18n/i18n';
import { formatCalendarDate } from '../lib/format-calendar-date';

/** SPEC §9: "Dernière mise à jour : 15 janvier 2025", in the reader's language. */
export function LastUpdated() {
  const { t } = useTranslation();
  return (
    <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarDays aria-hidden="true" className="size-4" />
      <span>{t('legal.lastUpdated', { date: formatCalendarDate(LEGAL_LAST_UPDATED, currentLanguage()) })}</span>
    </p>
  );
}
