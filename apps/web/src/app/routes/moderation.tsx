import { useTranslation } from '@/lib/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/features/auth/api/get-session';
import { ModerationDesk } from '@/features/moderation/components/moderation-desk';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** /moderation: the desk for moderators and admins; the server says who else is refused. */
export function ModerationRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  usePageTitle();
  return (
    <PageShell title={t('pages.moderation.title')} className="max-w-6xl">
      <ModerationDesk viewer={isLoading ? undefined : user} />
    </PageShell>
  );
}
