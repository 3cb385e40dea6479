import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { usePageTitle } from '@/lib/use-page-title';

/** SPEC §2: the event detail shows only its title and the id. */
export function EventDetailRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageTitle();
  return (
    <PageShell title={t('pages.eventDetail.title')}>
      <p className="mt-4 text-muted-foreground">{t('pages.eventDetail.id', { id })}</p>
    </PageShell>
  );
}
