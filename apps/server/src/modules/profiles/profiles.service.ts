import {
  DEFAULT_LEVEL,
  getRankForXp,
  MEMBER_PICKER_LIMIT,
  toLevelNumber,
  PROFILE_SYNC_FEATURES,
  type ProfileSyncResult,
  type MemberSummary,
  type OwnProfile,
  type ProfileValues,
  type PublicProfile,
  type UiLanguage,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { EventBus } from '../../lib/event-bus';
import { canViewProfile, toMemberSummary, type Viewer } from './profile-visibility';
import type { ProfilesRepository } from './profiles.repository';

/** Between members who blocked one another, the profile shows the name and nothing else. */
function toLimitedProfile(row: { userId: string; username: string; displayName: string }): PublicProfile {
  return {
    id: row.userId,
    username: row.username,
    displayName: row.displayName,
    avatarUrl: null,
    level: toLevelNumber(DEFAULT_LEVEL),
    rank: getRankForXp(0).key,
    bio: null,
    locationCity: null,
    online: false,
    limited: true,
  };
}

export function createProfilesService(deps: { repository: ProfilesRepository; events?: EventBus }) {
  const { repository } = deps;
  /** Sessions, public reads and recommendations follow a changed profile (their subscribers). */
  const announceProfile = (userId: string) => deps.events?.emit('profile.updated', { userId, at: new Date().toISOString() });

  return {
    /** SPEC §2 user profile dialog: what this viewer may see of the member. */
    async getProfile(userId: string, viewer: Viewer): Promise<PublicProfile> {
      const row = await repository.findProfile(userId, viewer?.id ?? null);
      // Hidden and missing answer alike, so a private profile's existence is not revealed.
      if (!row || !canViewProfile(row, viewer)) throw new AppError(404, 'http.not_found');
      if (row.blockedWithViewer) return toLimitedProfile(row);
      return { ...toMemberSummary(row, viewer), bio: row.bio };
    },

    /** ADR 004: the language a member chose applies on every device and in their mails. */
    async updateLanguage(userId: string, language: UiLanguage): Promise<UiLanguage> {
      await repository.updateLanguage(userId, language);
      return language;
    },

    /** Whether the member's status changed (their first socket opened or their last one closed). */
    async setOnlineStatus(userId: string, online: boolean): Promise<boolean> {
      return repository.setOnlineStatus(userId, online);
    },

    async resetOnlineStatuses(): Promise<void> {
      await repository.resetOnlineStatuses();
    },

    /** The member picker: a NUL cannot be in a name, and PostgreSQL refuses it in text (a 500, not an empty list). */
    async searchMembers(viewerId: string, query = ''): Promise<MemberSummary[]> {
      if (query.includes('\u0000')) throw new AppError(400, 'validation.invalid');
      return repository.searchMembers(viewerId, query, MEMBER_PICKER_LIMIT);
    },

    /** SPEC §8: a member without a profile row gets a blank form (null), not an error. */
    async getOwnProfile(userId: string): Promise<OwnProfile | null> {
      return repository.findOwnProfile(userId);
    },

    /** SPEC §2 Save Profile: the validated form, upserted; a username another member has is refused. */
    async saveOwnProfile(userId: string, values: ProfileValues): Promise<OwnProfile> {
      if (await repository.usernameTakenByOther(values.username, userId)) throw new AppError(409, 'auth.username_taken');
      try {
        await repository.upsertOwnProfile(userId, values);
      } catch (error) {
        // Two members saving the same new name at once: the database refuses the second.
        if (isUniqueViolation(error)) throw new AppError(409, 'auth.username_taken');
        throw error;
      }
      announceProfile(userId);
      return (await repository.findOwnProfile(userId))!;
    },

    /** SPEC §2 Upload Photo: points the profile at the avatar just stored; its editor shows it back. */
    async setAvatarUrl(userId: string, avatarUrl: string): Promise<OwnProfile> {
      if (!(await repository.updateAvatarUrl(userId, avatarUrl))) throw new AppError(404, 'http.not_found');
      announceProfile(userId);
      return (await repository.findOwnProfile(userId))!;
    },

    /**
     * SPEC §7 sync-profiles: every feature reads the profile row itself (no copies to update); what
     * could show an old one is a cache, and profile.updated clears them all, on every instance.
     */
    async syncEverywhere(userId: string): Promise<ProfileSyncResult> {
      announceProfile(userId);
      return { syncedFeatures: PROFILE_SYNC_FEATURES.length, totalFeatures: PROFILE_SYNC_FEATURES.length, features: [...PROFILE_SYNC_FEATURES] };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
