import { useTranslation } from '@/lib/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { usePublicConfig } from '@/entities/site/public-config';
import { SupportTabs } from '@/features/support/components/support-tabs';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** SPEC §2: /support — donate, impact and transparency; the figures come from the public config. */
export function SupportRoute() {
  const { t } = useTranslation();
  const publicConfig = usePublicConfig();
  usePageTitle();
  return (
    <PageShell title={t('pages.support.title')} className="max-w-6xl">
      <p className="mt-3 max-w-2xl text-lg leading-8 text-muted-foreground">{t('support.intro')}</p>
      <SupportTabs config={publicConfig.data} configFailed={publicConfig.isError} />
    </PageShell>
  );
}
