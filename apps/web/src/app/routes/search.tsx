import { useTranslation } from '@/lib/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/features/auth/api/get-session';
import { SearchPage } from '@/features/search/components/search-page';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** One search across posts, members, the forum, events and hashtags, for visitors too. */
export function SearchRoute() {
  const { t } = useTranslation();
  usePageTitle();
  const { user } = useSession();
  return (
    <PageShell title={t('pages.search.title')}>
      <p className="mt-2 text-muted-foreground">{t('search.intro')}</p>
      <SearchPage viewerId={user?.id ?? null} />
    </PageShell>
  );
}
