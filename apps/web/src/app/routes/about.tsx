import { AboutContent } from '@/features/about/components/about-content';
import { useSession } from '@/features/auth/api/get-session';
import { usePublicConfig } from '@/lib/public-config';
import { usePageTitle } from '@/lib/use-page-title';

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
