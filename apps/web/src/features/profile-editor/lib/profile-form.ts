import { AGE, DEFAULT_PRIVACY_SETTINGS, isErrorCode, type ErrorCode, type OwnProfile, type ProfileInput } from '@la-meute/shared';

/** What the form holds: the schema's input (the resolver hands the submit handler its output). */
export type ProfileFormValues = ProfileInput;

/**
 * The form of a member with no profile row yet (SPEC §8: a blank form, age 18 by default). Every
 * field is present so that reset() clears them all.
 */
export const BLANK_PROFILE: Required<ProfileFormValues> = {
  username: '',
  displayName: '',
  firstName: '',
  lastName: '',
  bio: '',
  age: AGE.default,
  gender: null,
  locationCity: '',
  locationCountry: '',
  lookingFor: 'all',
  relationshipStatus: null,
  interests: [],
  languages: [],
  occupation: '',
  education: '',
  privacySettings: DEFAULT_PRIVACY_SETTINGS,
};

/** The saved profile as form values: absent texts become empty inputs. */
export function toFormValues(profile: OwnProfile | null): Required<ProfileFormValues> {
  if (!profile) return BLANK_PROFILE;
  return {
    username: profile.username,
    displayName: profile.displayName,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    bio: profile.bio ?? '',
    age: profile.age,
    gender: profile.gender,
    locationCity: profile.locationCity ?? '',
    locationCountry: profile.locationCountry ?? '',
    lookingFor: profile.lookingFor,
    relationshipStatus: profile.relationshipStatus,
    interests: profile.interests,
    languages: profile.languages,
    occupation: profile.occupation ?? '',
    education: profile.education ?? '',
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...profile.privacySettings },
  };
}

const FIELDS = new Set<string>(Object.keys(BLANK_PROFILE));

/**
 * Where a server issue belongs in the form: `privacySettings.show_age` or `age`; null for a path the
 * form has no field for (the toast then says it).
 */
export function formFieldOf(path: string): keyof ProfileFormValues | `privacySettings.${string}` | null {
  const [head] = path.split('.');
  if (!head || !FIELDS.has(head)) return null;
  return path.startsWith('privacySettings.') ? (path as `privacySettings.${string}`) : (head as keyof ProfileFormValues);
}

/** A field error's text: its code (the schema's message) translated, or the generic invalid text. */
export function fieldErrorCode(message: string | undefined): ErrorCode | null {
  if (!message) return null;
  return isErrorCode(message) ? message : 'validation.invalid';
}
