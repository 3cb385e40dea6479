// The profile's vocabulary and limits, apart from their schemas: the profile page lists its choices
// and counts its lengths from these without loading zod.

// SPEC §3 profile enumerations (the database enums are built from these).
export const GENDERS = ['male', 'female', 'non-binary', 'other', 'prefer-not-to-say'] as const;
export const LOOKING_FOR = ['friendship', 'dating', 'networking', 'events', 'all'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'in-relationship', 'married', 'complicated', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];
export type LookingFor = (typeof LOOKING_FOR)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

export const PROFILE_VISIBILITIES = ['public', 'members', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** SPEC §3 profile.privacy_settings, stored as they are named there. */
export type PrivacySettings = {
  profile_visibility: ProfileVisibility;
  show_age: boolean;
  show_location: boolean;
  allow_messages: boolean;
  show_online_status: boolean;
};

/** SPEC §3: public, and everything shown. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  profile_visibility: 'public',
  show_age: true,
  show_location: true,
  allow_messages: true,
  show_online_status: true,
};

/** Lengths of the profile editor's fields (SPEC §3 profile); the server and the form share them. */
export const PROFILE_LIMITS = {
  displayName: 60,
  name: 60,
  bio: 1000,
  place: 100,
  work: 100,
  /** One interest or language, and how many of each a profile keeps. */
  tag: 40,
  tags: 20,
} as const;

/** SPEC §7 sync-profiles: the features that show the profile, and how many show the saved one. */
export const PROFILE_SYNC_FEATURES = ['navbar', 'feed', 'chat', 'messages', 'discovery'] as const;
