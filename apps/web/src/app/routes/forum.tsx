import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { usePageTitle } from '@/lib/use-page-title';

// Issue #14 (to be written).
export function ForumRoute() {
  const { t } = useTranslation();
  usePageTitle();
  return <PageShell title={t('pages.forum.title')} />;
}
