import { useTranslation } from '@/lib/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { useSession } from '@/features/auth/api/get-session';
import { GamificationTabs } from '@/features/gamification/components/gamification-tabs';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** SPEC §2: /gamification — overview, levels, achievements, leaderboard (the member's own). */
export function GamificationRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  usePageTitle();
  return (
    <PageShell title={t('pages.gamification.title')} className="max-w-6xl">
      <p className="mt-3 max-w-2xl text-lg leading-8 text-muted-foreground">{t('gamification.intro')}</p>
      <GamificationTabs userId={isLoading ? undefined : (user?.id ?? null)} />
    </PageShell>
  );
}
