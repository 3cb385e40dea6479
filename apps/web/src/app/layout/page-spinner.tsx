import { useTranslation } from '@/lib/i18n/use-translation';
import { Spinner } from '@/components/ui/spinner';

export function PageSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} className="min-h-[50vh]" />;
}
