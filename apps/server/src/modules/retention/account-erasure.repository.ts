import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { AGE, DELETED_USER_NAME } from '@la-meute/shared';
import type { Database } from '../../db/client';
import {
  account,
  accountDeletions,
  aiRecommendations,
  conversationMessages,
  conversationParticipants,
  dataExports,
  datingMatches,
  datingPreferences,
  datingSwipes,
  memberBlocks,
  memberMutes,
  messages,
  notifications,
  notificationSettings,
  pushSubscriptions,
  profiles,
  reports,
  session,
  user,
  userConnections,
} from '../../db/schema';
import { deletedProfileValues } from '../account-data/account-data.repository';

/** The last sign-in, or the last renewal of a session still in use (a member who never signs out). */
const lastActivity = sql`greatest(${user.lastActiveAt}, (select max(s.updated_at) from ${session} s where s.user_id = ${user.id}))`;

export interface ErasedAccount {
  userId: string;
  /** Files the erased profile pointed to (avatar, photos), for the caller to delete from storage. */
  mediaUrls: string[];
  exportFileKeys: string[];
}

export function createAccountErasureRepository(db: Database) {
  return {
    /** Archives past their download period (or never finished): rows deleted, file keys returned. */
    async deleteExpiredExports(now: Date, staleBefore: Date): Promise<string[]> {
      const rows = await db
        .delete(dataExports)
        .where(or(lt(dataExports.expiresAt, now), and(isNull(dataExports.expiresAt), lt(dataExports.createdAt, staleBefore))))
        .returning({ fileKey: dataExports.fileKey });
      return rows.map((row) => row.fileKey).filter((key): key is string => Boolean(key));
    },

    /** Accounts whose deletion grace period ended before `now`. */
    async findGraceEnded(now: Date): Promise<string[]> {
      const rows = await db
        .select({ userId: accountDeletions.userId })
        .from(accountDeletions)
        .innerJoin(user, eq(user.id, accountDeletions.userId))
        .where(and(lt(accountDeletions.purgeAfter, now), isNull(user.deletedAt)));
      return rows.map((row) => row.userId);
    },

    /**
     * Claims the members to warn (inactive since `inactiveBefore`, not yet warned): marking them in
     * the same statement means two instances never mail the same member twice.
     */
    async claimInactivityWarnings(inactiveBefore: Date, now: Date): Promise<{ userId: string; email: string; language: string }[]> {
      return db
        .update(user)
        .set({ inactivityWarnedAt: now })
        .where(and(isNull(user.deletedAt), isNull(user.inactivityWarnedAt), isNull(user.deletionRequestedAt), lt(lastActivity, inactiveBefore)))
        .returning({ userId: user.id, email: user.email, language: user.language });
    },

    /** Warned long enough ago and still inactive past the limit. */
    async findInactiveToErase(inactiveBefore: Date, warnedBefore: Date): Promise<string[]> {
      const rows = await db
        .select({ userId: user.id })
        .from(user)
        .where(and(isNull(user.deletedAt), isNotNull(user.inactivityWarnedAt), lte(user.inactivityWarnedAt, warnedBefore), lt(lastActivity, inactiveBefore)));
      return rows.map((row) => row.userId);
    },

    /**
     * Erases a member's personal data; the user and profile rows stay, scrubbed, so that their
     * public content (posts, forum, chat) reads DELETED_USER_NAME. Private data goes: their private
     * and direct messages (the privacy policy: 'vos messages sont alors supprimés des conversations'),
     * dating, blocks, mutes, connections, notifications, recommendations, exports, sign-in means.
     */
    async erase(userId: string, now: Date): Promise<ErasedAccount | null> {
      return db.transaction(async (tx) => {
        const [member] = await tx.select({ deletedAt: user.deletedAt, image: user.image }).from(user).where(eq(user.id, userId)).for('update');
        if (!member || member.deletedAt) return null;
        const [profile] = await tx.select({ avatarUrl: profiles.avatarUrl, photos: profiles.photos }).from(profiles).where(eq(profiles.userId, userId));
        const [pending] = await tx.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
        const snapshot = (pending?.profileSnapshot ?? {}) as { profile?: { avatarUrl?: string | null; photos?: string[] } };
        const mediaUrls = [profile?.avatarUrl, ...(profile?.photos ?? []), snapshot.profile?.avatarUrl, ...(snapshot.profile?.photos ?? []), member.image].filter(
          (url): url is string => typeof url === 'string' && url.length > 0,
        );

        await tx
          .update(user)
          .set({
            email: `supprime-${userId}@invalid.invalid`,
            name: DELETED_USER_NAME,
            username: null,
            image: null,
            emailVerified: false,
            deletedAt: now,
            inactivityWarnedAt: null,
          })
          .where(eq(user.id, userId));
        // Nothing of the person stays: the age (a required column) goes back to a new profile's
        // default and what they were looking for to 'all', as for someone who never said.
        await tx
          .update(profiles)
          .set({ ...deletedProfileValues(now), age: AGE.default, lookingFor: 'all' })
          .where(eq(profiles.userId, userId));
        // The name they chatted under goes with the rest; the messages stay, by 'Utilisateur supprimé'.
        await tx.update(messages).set({ pseudonym: DELETED_USER_NAME }).where(eq(messages.userId, userId));
        await tx.delete(account).where(eq(account.userId, userId));
        await tx.delete(session).where(eq(session.userId, userId));
        await tx.delete(conversationMessages).where(eq(conversationMessages.senderId, userId));
        await tx.delete(conversationParticipants).where(eq(conversationParticipants.userId, userId));
        await tx.delete(datingPreferences).where(eq(datingPreferences.userId, userId));
        await tx.delete(datingSwipes).where(or(eq(datingSwipes.userId, userId), eq(datingSwipes.targetId, userId)));
        await tx.delete(datingMatches).where(or(eq(datingMatches.userLow, userId), eq(datingMatches.userHigh, userId)));
        await tx.delete(memberBlocks).where(or(eq(memberBlocks.blockerId, userId), eq(memberBlocks.blockedId, userId)));
        await tx.delete(memberMutes).where(or(eq(memberMutes.muterId, userId), eq(memberMutes.mutedId, userId)));
        await tx.delete(userConnections).where(or(eq(userConnections.userId, userId), eq(userConnections.connectedUserId, userId)));
        await tx.delete(notifications).where(eq(notifications.userId, userId));
        // Others' notifications keep what happened, not who did it.
        await tx.update(notifications).set({ actorId: null }).where(eq(notifications.actorId, userId));
        await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        await tx.delete(aiRecommendations).where(eq(aiRecommendations.userId, userId));
        // A report they made stays for the moderation record, without who made it.
        await tx.update(reports).set({ reporterId: null, reporterName: null, reporterEmail: null }).where(eq(reports.reporterId, userId));
        const exports = await tx.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ fileKey: dataExports.fileKey });
        await tx.delete(accountDeletions).where(eq(accountDeletions.userId, userId));
        return {
          userId,
          mediaUrls: [...new Set(mediaUrls)],
          exportFileKeys: exports.map((row) => row.fileKey).filter((key): key is string => Boolean(key)),
        };
      });
    },
  };
}

export type AccountErasureRepository = ReturnType<typeof createAccountErasureRepository>;
