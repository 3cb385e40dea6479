import { GamificationLive } from './gamification-live';
import { ProfileFromQuery } from './profile-from-query';
import { SafetyLive } from './safety-live';

/**
 * What every page listens for and shows only when it happens: XP and achievement toasts, content
 * removed and sessions ended, a member's profile opened from the address. The layout loads it
 * apart, once the page is live: none of it shows in the page the server sends.
 */
export function LiveWatchers() {
  return (
    <>
      <GamificationLive />
      <SafetyLive />
      <ProfileFromQuery />
    </>
  );
}
