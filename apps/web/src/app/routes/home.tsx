import { useSession } from '@/features/auth/api/get-session';
import { ActiveChannels } from '@/features/landing/components/active-channels';
import { BenefitCards } from '@/features/landing/components/benefit-cards';
import { CommunitySection } from '@/features/landing/components/community-section';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { MembershipTiers } from '@/features/landing/components/membership-tiers';
import { UpcomingEvents } from '@/features/landing/components/upcoming-events';
import { InstallBanner } from '@/features/pwa/components/install-banner';
import { usePageTitle } from '@/lib/i18n/use-page-title';

// The hero's 'Explore' button scrolls here (SPEC §2).
const COMMUNITY_SECTION_ID = 'communaute';

/** SPEC §2: the landing page. */
export function HomeRoute() {
  const { user } = useSession();
  const isMember = user !== null;
  usePageTitle();

  return (
    <>
      <LandingHero isMember={isMember} communitySectionId={COMMUNITY_SECTION_ID} />
      <BenefitCards />
      <MembershipTiers />
      <div className="mx-auto grid w-full max-w-6xl gap-14 px-4 py-16 sm:py-20 lg:grid-cols-2 lg:gap-10">
        <ActiveChannels />
        <UpcomingEvents />
      </div>
      <CommunitySection id={COMMUNITY_SECTION_ID} isMember={isMember} />
      <InstallBanner />
    </>
  );
}
