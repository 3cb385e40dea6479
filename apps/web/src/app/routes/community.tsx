import { PAGE_ROUTES } from '@la-meute/shared';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { CommunityFeatures } from '@/features/community/components/community-features';
import { CommunityIntro } from '@/features/community/components/community-intro';
import { CommunityStats } from '@/features/community/components/community-stats';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** SPEC §2: the community landing page. */
export function CommunityRoute() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { user } = useSession();
  usePageTitle();

  return (
    <>
      <div className="bg-gradient-to-b from-secondary/70 via-background to-background">
        <div className="mx-auto grid w-full max-w-6xl gap-14 px-4 py-12 sm:py-16">
          <CommunityIntro />
          <CommunityStats />
          <CommunityFeatures />
          <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
            {user ? null : (
              <Button asChild size="lg">
                <Link to={localize(PAGE_ROUTES.joinPack)}>
                  {t('community.cta.join')}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
            <Button asChild size="lg" variant="outline">
              <Link to={localize(PAGE_ROUTES.chat)}>{t('community.cta.chat')}</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
