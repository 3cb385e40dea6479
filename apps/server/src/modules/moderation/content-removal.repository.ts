import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationMessages, events, messages, postInteractions, posts } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

/** What a removal took away: where it was shown and who wrote it. */
export interface RemovedContent {
  containerId: string | null;
  authorId: string | null;
}

/**
 * The removals no feature offers a moderator yet (a chat message, a comment, a private message,
 * an event). Posts and the forum go through their own services. Each returns null when the
 * content was already gone.
 */
export function createContentRemovalRepository(db: Database) {
  return {
    async removeChatMessage(id: string): Promise<RemovedContent | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.delete(messages).where(eq(messages.id, id)).returning({ containerId: messages.channelId, authorId: messages.userId });
      return row ?? null;
    },

    /** The post's comments_count is kept by the code that adds comments: it goes down here alike. */
    async removeComment(id: string): Promise<RemovedContent | null> {
      if (!isUuid(id)) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(postInteractions)
          .where(and(eq(postInteractions.id, id), eq(postInteractions.interactionType, 'comment')))
          .returning({ containerId: postInteractions.postId, authorId: postInteractions.userId });
        if (!row) return null;
        await tx
          .update(posts)
          .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
          .where(eq(posts.id, row.containerId));
        return row;
      });
    },

    async removeConversationMessage(id: string): Promise<RemovedContent | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .delete(conversationMessages)
        .where(eq(conversationMessages.id, id))
        .returning({ containerId: conversationMessages.conversationId, authorId: conversationMessages.senderId });
      return row ?? null;
    },

    async removeEvent(id: string): Promise<RemovedContent | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.delete(events).where(eq(events.id, id)).returning({ authorId: events.organizerId });
      return row ? { containerId: null, authorId: row.authorId } : null;
    },
  };
}

export type ContentRemovalRepository = ReturnType<typeof createContentRemovalRepository>;
