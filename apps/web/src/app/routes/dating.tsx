import { useTranslation } from '@/lib/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { DatingJoinPrompt } from '@/features/dating/components/dating-join-prompt';
import { DatingPage } from '@/features/dating/components/dating-page';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** SPEC §2 /dating: public in the router; members meet there, visitors are asked to sign in. */
export function DatingRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  usePageTitle();
  return (
    <PageShell title={t('pages.dating.title')}>
      <p className="mt-2 mb-6 text-muted-foreground">{t('dating.intro')}</p>
      {isLoading ? <Spinner label={t('dating.loading')} /> : user ? <DatingPage /> : <DatingJoinPrompt />}
    </PageShell>
  );
}
