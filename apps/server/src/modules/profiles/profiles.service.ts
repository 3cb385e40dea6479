import {
  MEMBER_PICKER_LIMIT,
  type MemberSummary,
  type OwnProfile,
  type ProfileValues,
  type PublicProfile,
  type UiLanguage,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { canViewProfile, toMemberSummary, type Viewer } from './profile-visibility';
import type { ProfilesRepository } from './profiles.repository';

export function createProfilesService(deps: { repository: ProfilesRepository }) {
  const { repository } = deps;

  return {
    /** SPEC §2 user profile dialog: what this viewer may see of the member. */
    async getProfile(userId: string, viewer: Viewer): Promise<PublicProfile> {
      const row = await repository.findProfile(userId);
      // Hidden and missing answer alike, so a private profile's existence is not revealed.
      if (!row || !canViewProfile(row, viewer)) throw new AppError(404, 'http.not_found');
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
      return (await repository.findOwnProfile(userId))!;
    },

    /** SPEC §7 user_connection: a pending request to another existing member. */
    async requestConnection(userId: string, input: { connectedUserId: string; connectionType: 'like' | 'friend' }) {
      if (input.connectedUserId === userId) throw new AppError(400, 'validation.invalid');
      if (!(await repository.findProfile(input.connectedUserId))) throw new AppError(404, 'http.not_found');
      return repository.createConnection({ userId, ...input });
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
