import { useTranslation } from '@/lib/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/features/auth/api/get-session';
import { ForumPage } from '@/features/forum/components/forum-page';
import { usePageTitle } from '@/lib/i18n/use-page-title';

// SPEC §2 /forum: categories, trending, search, 'Nouveau Sujet', paginated topics.
export function ForumRoute() {
  const { t } = useTranslation();
  usePageTitle();
  const { user } = useSession();
  return (
    <PageShell title={t('pages.forum.title')}>
      <p className="mt-2 text-muted-foreground">{t('forum.intro')}</p>
      <ForumPage isMember={user !== null} />
    </PageShell>
  );
}
