import { DEFAULT_PRIVACY_SETTINGS, memberSummarySchema, type PrivacySettings } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { canViewProfile, toMemberRow, toMemberSummary, type MemberPresenceRow } from './profile-visibility';

function member(privacy: Partial<PrivacySettings> = {}, extra: Partial<MemberPresenceRow> = {}): MemberPresenceRow {
  return {
    userId: 'louve',
    username: 'louve',
    displayName: 'Louve Grise',
    avatarUrl: null,
    level: 5,
    xp: 1250,
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...privacy },
    onlineStatus: 'online',
    locationCity: 'Nantes',
    ...extra,
  };
}
const visitor = null;
const other = { id: 'renard' };
const owner = { id: 'louve' };

describe('toMemberSummary: one person shape, privacy applied', () => {
  it('names the person with their level number and the rank of their XP', () => {
    const { privacySettings: _privacy, onlineStatus: _status, locationCity: _city, ...row } = member();
    const summary = toMemberSummary(row);
    expect(summary).toEqual({ id: 'louve', username: 'louve', displayName: 'Louve Grise', avatarUrl: null, level: 5, rank: 'shepherd' });
    expect(memberSummarySchema.parse(summary)).toEqual(summary);
  });

  it('shows online status and location of a member who shows them', () => {
    expect(toMemberSummary(member(), visitor)).toMatchObject({ online: true, locationCity: 'Nantes' });
    expect(toMemberSummary(member({}, { onlineStatus: 'offline' }), visitor).online).toBe(false);
  });

  it('hides the online status a member hides, from visitors and other members', () => {
    const hidden = member({ show_online_status: false });
    expect(toMemberSummary(hidden, visitor)).toMatchObject({ online: false, locationCity: 'Nantes' });
    expect(toMemberSummary(hidden, other).online).toBe(false);
  });

  it('hides the location a member hides, from visitors and other members', () => {
    const hidden = member({ show_location: false });
    expect(toMemberSummary(hidden, visitor)).toMatchObject({ online: true, locationCity: null });
    expect(toMemberSummary(hidden, other).locationCity).toBeNull();
  });

  it('lets members see their own', () => {
    expect(toMemberSummary(member({ show_location: false, show_online_status: false }), owner)).toMatchObject({
      online: true,
      locationCity: 'Nantes',
    });
  });

  it('reads a level outside 1–10 as the first level', () => {
    expect(toMemberSummary(member({}, { level: 0, xp: -5 }), visitor)).toMatchObject({ level: 1, rank: 'lamb' });
  });
});

describe('canViewProfile (SPEC §3 profile_visibility)', () => {
  const profile = (visibility: PrivacySettings['profile_visibility'], emailVerified = true) => ({
    userId: 'louve',
    emailVerified,
    privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: visibility },
  });

  it('opens public profiles to anyone, members-only ones to members, private ones to their owner', () => {
    expect([visitor, other, owner].map((viewer) => canViewProfile(profile('public'), viewer))).toEqual([true, true, true]);
    expect([visitor, other, owner].map((viewer) => canViewProfile(profile('members'), viewer))).toEqual([false, true, true]);
    expect([visitor, other, owner].map((viewer) => canViewProfile(profile('private'), viewer))).toEqual([false, false, true]);
  });

  it('shows no unconfirmed account', () => {
    expect([visitor, other, owner].map((viewer) => canViewProfile(profile('public', false), viewer))).toEqual([false, false, false]);
  });
});

describe('toMemberRow', () => {
  it('reads nobody from an unmatched left join, and level 1 with no XP from a missing level row', () => {
    const none = { userId: null, username: null, displayName: null, avatarUrl: null, level: null, xp: null };
    expect(toMemberRow(none)).toBeNull();
    expect(toMemberRow({ ...none, userId: 'louve', username: 'louve', displayName: 'Louve Grise' })).toEqual({
      userId: 'louve',
      username: 'louve',
      displayName: 'Louve Grise',
      avatarUrl: null,
      level: 1,
      xp: 0,
    });
  });
});
