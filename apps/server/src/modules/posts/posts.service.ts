import {
  DEFAULT_HASHTAGS,
  extractHashtags,
  LIMITS,
  type CreateCommentInput,
  type CreatePostInput,
  type FeedQuery,
  type FeedStats,
  type Post,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/page-cursor';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/uuid';
import { refusePrivateMedia } from '../media/private-media';
import type { ModerationService } from '../moderation/moderation.service';
import type { PostsRepository } from './posts.repository';

const TRENDING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const TRENDING_SAMPLE = 1000;
const TRENDING_COUNT = 5;

function normalise(input: CreatePostInput) {
  refusePrivateMedia(input.mediaUrls ?? []);
  return {
    content: (input.content ?? '').trim(),
    mediaUrls: (input.mediaUrls ?? []).map((url) => url.trim()),
    location: input.location?.trim() || null,
  };
}

const now = () => new Date().toISOString();

export function createPostsService(deps: { repository: PostsRepository; moderation: ModerationService; events: Pick<EventBus, 'emit'> }) {
  const { repository, moderation, events } = deps;

  /** Posts and comments pass the same moderation as chat (the footer promises strict moderation). */
  async function requireApproved(content: string, contentType: 'post' | 'comment', userId: string) {
    // A media-only post is checked too: a muted member's is refused all the same.
    const verdict = await moderation.moderate({ content, contentType, userId, pseudonym: null });
    if (!verdict.approved) throw new AppError(422, 'moderation.refused');
  }
  /** The post, or 404; an id that is not even a UUID is simply not found. */
  async function requirePost(id: string, viewerId: string | null): Promise<Post> {
    const post = isUuid(id) ? await repository.findPost(id, viewerId) : null;
    if (!post) throw new AppError(404, 'posts.not_found');
    return post;
  }

  /**
   * The post's author id, or 404; `actorId`'s like, share or comment on a post whose author blocked
   * them, or whom they blocked, finds no post either (ADR 019: a block works both ways).
   */
  async function requireAuthor(id: string, actorId: string | null = null): Promise<string> {
    const owner = isUuid(id) ? await repository.findOwner(id, actorId) : null;
    if (!owner) throw new AppError(404, 'posts.not_found');
    return owner;
  }

  async function requireOwnPost(id: string, userId: string) {
    // A member can never edit or delete another member's post.
    if ((await requireAuthor(id)) !== userId) throw new AppError(403, 'auth.forbidden');
  }

  return {
    requirePost,

    /** A feed page (feedPageSchema) as JSON text: its posts come written by PostgreSQL. */
    async listFeed(query: FeedQuery, viewerId: string | null): Promise<string> {
      const page = await repository.listFeed({
        viewerId,
        userId: query.userId,
        tag: query.tag,
        cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit ?? LIMITS.feedPosts,
      });
      const nextCursor = page.nextCursor ? encodeCursor(page.nextCursor) : null;
      return `{"posts":[${page.postsJson}],"nextCursor":${JSON.stringify(nextCursor)}}`;
    },

    async getDetail(id: string, viewerId: string | null) {
      const post = await requirePost(id, viewerId);
      return { post, comments: await repository.listComments(id, undefined, viewerId) };
    },

    async create(userId: string, input: CreatePostInput): Promise<Post> {
      const post = normalise(input);
      await requireApproved(post.content, 'post', userId);
      const id = await repository.insertPost({ userId, ...post });
      events.emit('post.created', { postId: id, authorId: userId, at: now() });
      return requirePost(id, userId);
    },

    async update(id: string, userId: string, input: CreatePostInput): Promise<Post> {
      await requireOwnPost(id, userId);
      const post = normalise(input);
      await requireApproved(post.content, 'post', userId);
      await repository.updatePost(id, post);
      events.emit('post.updated', { postId: id, authorId: userId, at: now() });
      return requirePost(id, userId);
    },

    async remove(id: string, userId: string) {
      await requireOwnPost(id, userId);
      await repository.deletePost(id);
      events.emit('post.deleted', { postId: id, authorId: userId, at: now() });
    },

    /** A moderator's removal (the desk checked the role): announced as the author's own would be. False when already gone. */
    async removeAsModerator(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const removed = await repository.deletePost(id);
      if (!removed) return false;
      if (removed.authorId) events.emit('post.deleted', { postId: id, authorId: removed.authorId, at: now() });
      return true;
    },

    /** A moderator's removal of a comment; false when already gone. */
    async removeCommentAsModerator(id: string): Promise<boolean> {
      return isUuid(id) && repository.deleteComment(id);
    },

    async toggleLike(id: string, userId: string) {
      const authorId = await requireAuthor(id, userId);
      const result = await repository.toggleLike(id, userId);
      events.emit('post.liked', { postId: id, authorId, likerId: userId, liked: result.liked, at: now() });
      return result;
    },

    async share(id: string, userId: string) {
      const authorId = await requireAuthor(id, userId);
      const sharesCount = await repository.addShare(id, userId);
      events.emit('post.shared', { postId: id, authorId, sharerId: userId, at: now() });
      return { sharesCount };
    },

    async comment(id: string, userId: string, input: CreateCommentInput) {
      const postAuthorId = await requireAuthor(id, userId);
      const content = input.content.trim();
      await requireApproved(content, 'comment', userId);
      const commentId = await repository.addComment(id, userId, content);
      events.emit('comment.created', { commentId, postId: id, postAuthorId, authorId: userId, at: now() });
      const [comment] = await repository.listComments(id, commentId);
      return comment!;
    },

    /** Real figures for the feed sidebar; trending tags from the last week's posts (SPEC §2). */
    async stats(now = new Date()): Promise<FeedStats> {
      const startOfDay = new Date(now);
      startOfDay.setUTCHours(0, 0, 0, 0);
      const [counts, contents] = await Promise.all([
        repository.countToday(startOfDay),
        repository.recentContents(new Date(now.getTime() - TRENDING_WINDOW_MS), TRENDING_SAMPLE),
      ]);
      const tally = new Map<string, number>();
      for (const content of contents) {
        for (const tag of extractHashtags(content)) tally.set(tag, (tally.get(tag) ?? 0) + 1);
      }
      const trending = [...tally.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, TRENDING_COUNT)
        .map(([tag, count]) => ({ tag, count }));
      const trendingHashtags = trending.length > 0 ? trending : DEFAULT_HASHTAGS.map((tag) => ({ tag, count: 0 }));
      return { ...counts, trendingHashtags };
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
