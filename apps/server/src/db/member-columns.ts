import { profiles, userLevels } from './schema';

/**
 * The columns a person is read from, for every repository that names one: select them
 * from profiles joined to user_levels and hand the row to toMemberSummary
 * (modules/profiles/profile-visibility.ts).
 */
export const memberColumns = {
  userId: profiles.userId,
  username: profiles.username,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  level: userLevels.level,
  xp: userLevels.xp,
};

/** Plus what the privacy settings govern, for the payloads that show presence or location. */
export const memberPresenceColumns = {
  ...memberColumns,
  privacySettings: profiles.privacySettings,
  onlineStatus: profiles.onlineStatus,
  locationCity: profiles.locationCity,
};
