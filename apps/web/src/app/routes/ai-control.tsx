import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { usePageTitle } from '@/lib/use-page-title';

/** Issue #15 (stub: its owner builds the page). */
export function AiControlRoute() {
  const { t } = useTranslation();
  usePageTitle();
  return <PageShell title={t('pages.aiControl.title')} />;
}
