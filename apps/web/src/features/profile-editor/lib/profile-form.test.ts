import { DEFAULT_PRIVACY_SETTINGS, profileInputSchema, type OwnProfile } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { BLANK_PROFILE, fieldErrorCode, formFieldOf, toFormValues } from './profile-form';

const saved: OwnProfile = {
  userId: 'u1',
  username: 'luna',
  displayName: 'Luna',
  firstName: null,
  lastName: 'Des Bois',
  bio: null,
  avatarUrl: null,
  age: 34,
  gender: 'female',
  locationCity: 'Lyon',
  locationCountry: null,
  lookingFor: 'friendship',
  relationshipStatus: null,
  interests: ['yoga'],
  languages: ['français'],
  occupation: null,
  education: null,
  photos: [],
  privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_age: false },
  level: 1,
  rank: 'lamb',
  updatedAt: '2025-01-15T10:00:00.000Z',
} as OwnProfile;

describe('profile form values', () => {
  it('starts a member without a profile on a blank form aged 18, public and showing everything', () => {
    expect(toFormValues(null)).toEqual(BLANK_PROFILE);
    expect(BLANK_PROFILE.age).toBe(18);
    expect(BLANK_PROFILE.privacySettings).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it('turns a saved profile into inputs, empty where nothing was saved, and back through the schema unchanged', () => {
    const values = toFormValues(saved);
    expect(values).toMatchObject({ firstName: '', lastName: 'Des Bois', locationCountry: '', gender: 'female', relationshipStatus: null });
    const parsed = profileInputSchema.parse(values);
    expect(parsed).toMatchObject({ firstName: null, lastName: 'Des Bois', age: 34, interests: ['yoga'], privacySettings: saved.privacySettings });
  });

  it('refuses a blank form until a username is given, and an age of 17', () => {
    expect(profileInputSchema.safeParse(BLANK_PROFILE).success).toBe(false);
    const underage = profileInputSchema.safeParse({ ...BLANK_PROFILE, username: 'luna', age: '17' });
    expect(underage.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['age', 'profile.age_range']]);
  });
});

describe('server errors on the form', () => {
  it('puts an issue on its field, nested privacy settings included', () => {
    expect(formFieldOf('username')).toBe('username');
    expect(formFieldOf('privacySettings.show_age')).toBe('privacySettings.show_age');
    expect(formFieldOf('interests.3')).toBe('interests');
    expect(formFieldOf('photos')).toBeNull();
  });

  it('keeps known codes and words anything else as invalid', () => {
    expect(fieldErrorCode('profile.age_range')).toBe('profile.age_range');
    expect(fieldErrorCode('Required')).toBe('validation.invalid');
    expect(fieldErrorCode(undefined)).toBeNull();
  });
});
