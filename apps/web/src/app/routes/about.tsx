import { AboutContent } from '@/features/about/components/about-content';
import { useSession } from '@/features/auth/api/get-session';
import { usePublicConfig } from '@/entities/site/public-config';
import { usePageTitle } from '@/lib/i18n/use-page-title';

/** /about: who runs the community and how. */
export function AboutRoute() {
  usePageTitle();
  const publicConfig = usePublicConfig();
  const { user } = useSession();
  return (
    <>
      <AboutContent contactEmail={publicConfig.data?.links.contactEmail.trim() || undefined} isMember={user !== null} />
    </>
  );
}
