import { useTranslation } from '@/lib/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { AiControlCentre } from '@/features/ai-control/components/ai-control-centre';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** SPEC §2 /ai-control (members only by the router; admins only by the server). */
export function AiControlRoute() {
  const { t } = useTranslation();
  usePageTitle();
  return (
    <PageShell title={t('pages.aiControl.title')} className="max-w-6xl">
      <p className="mt-3 max-w-2xl text-lg leading-8 text-muted-foreground">{t('aiControl.intro')}</p>
      <AiControlCentre />
    </PageShell>
  );
}
