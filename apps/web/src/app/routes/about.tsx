import { AboutContent } from '@/features/about/components/about-content';
import { usePublicConfig } from '@/features/public-config/api/get-public-config';

/** /about: who runs the community and how. */
export function AboutRoute() {
  const publicConfig = usePublicConfig();
  return (
    <>
      <AboutContent contactEmail={publicConfig.data?.links.contactEmail.trim() || undefined} />
    </>
  );
}
