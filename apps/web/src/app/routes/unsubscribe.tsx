import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { DigestUnsubscribe } from '@/features/notifications/components/digest-unsubscribe';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** /unsubscribe?token=… from the digest mail, public (no sign-in needed). */
export function UnsubscribeRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  usePageTitle();
  return (
    <PageShell title={t('pages.unsubscribe.title')} className="max-w-2xl">
      <DigestUnsubscribe token={searchParams.get('token')} />
    </PageShell>
  );
}
