import crypto from 'node:crypto';
import {
  DEFAULT_LEVEL,
  FORUM_LIMITS,
  hasRole,
  parisDay,
  type CreateForumReplyInput,
  type CreateForumTopicInput,
  type ForumCategoryCounts,
  type ForumReply,
  type ForumTopicDetail,
  type ForumTopicPage,
  type ForumTopicSummary,
  type ForumTopicsQuery,
  type Role,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import type { RateLimits } from '../../lib/rate-limit';
import { isUuid } from '../../lib/uuid';
import type { ModerationService } from '../moderation/moderation.service';
import { toSearchTerms } from '../search/search-terms';
import type { ForumRepository } from './forum.repository';

/**
 * Who is writing or reading: a signed-in member, or a visitor with a signed pseudonym token, or
 * neither (a visitor, known for view counting by a digest of their address and browser).
 */
export interface ForumIdentity {
  member: { id: string; level: number; role: Role } | null;
  anonymous: { sessionId: string; pseudonym: string } | null;
  /** Fallback viewer key for a visitor: a digest, never the raw IP. */
  fingerprint: string;
}

const now = () => new Date().toISOString();

export function visitorFingerprint(ip: string, userAgent: string | undefined): string {
  return crypto.createHash('sha256').update(`${ip}\n${userAgent ?? ''}`).digest('base64url');
}

const canModerate = (identity: ForumIdentity) => identity.member !== null && hasRole(identity.member.role, 'moderator');

export function createForumService(deps: { repository: ForumRepository; moderation: ModerationService; events: Pick<EventBus, 'emit'>; rateLimits: RateLimits }) {
  const { repository, moderation, events, rateLimits } = deps;
  // Per author (member id or pseudonym session) and, for pseudonyms whose tokens are cheap, per address.
  const topicLimit = rateLimits.create({ name: 'forum-topics', points: 10, durationS: 10 * 60 });
  const replyLimit = rateLimits.create({ name: 'forum-replies', points: 30, durationS: 5 * 60 });
  const anonymousByIp = rateLimits.create({ name: 'forum-anonymous-by-ip', points: 40, durationS: 60 * 60 });

  /** The author of a new topic or reply, or 401: forum writes need a member or a pseudonym. */
  async function requireAuthor(identity: ForumIdentity, ip: string, limit: typeof topicLimit) {
    if (identity.member) {
      await limit.consume(`member:${identity.member.id}`);
      return { userId: identity.member.id, pseudonym: null, userLevel: identity.member.level };
    }
    if (identity.anonymous) {
      await limit.consume(`anonymous:${identity.anonymous.sessionId}`);
      await anonymousByIp.consume(ip);
      return { userId: null, pseudonym: identity.anonymous.pseudonym, userLevel: DEFAULT_LEVEL };
    }
    throw new AppError(401, 'forum.identity_required');
  }

  async function requireApproved(content: string, contentType: 'forum_topic' | 'forum_reply', author: { userId: string | null; pseudonym: string | null }) {
    const verdict = await moderation.moderate({ content, contentType, userId: author.userId, pseudonym: author.pseudonym });
    if (!verdict.approved) throw new AppError(422, 'moderation.refused');
  }

  /**
   * The topic's member author id (null for a pseudonym), or 404; a malformed id is simply not found,
   * and neither is a topic between `viewerId` and a member who blocked them or whom they blocked.
   */
  async function requireTopic(id: string, viewerId: string | null = null) {
    const topic = isUuid(id) ? await repository.topicAuthor(id, viewerId) : null;
    if (!topic) throw new AppError(404, 'forum.not_found');
    return topic;
  }

  async function requireReply(id: string, viewerId: string | null = null) {
    const reply = isUuid(id) ? await repository.replyContext(id, viewerId) : null;
    if (!reply) throw new AppError(404, 'forum.not_found');
    return reply;
  }

  function viewerKey(identity: ForumIdentity) {
    if (identity.member) return `member:${identity.member.id}`;
    if (identity.anonymous) return `anonymous:${identity.anonymous.sessionId}`;
    return `visitor:${identity.fingerprint}`;
  }

  return {
    async list(query: ForumTopicsQuery, viewerId: string | null): Promise<ForumTopicPage> {
      const category = query.category !== 'all' ? query.category : null;
      // The search page's terms: letters and digits only, the last word a prefix.
      const { tsQuery } = toSearchTerms(query.q ?? '');
      const pageSize = FORUM_LIMITS.pageSize;
      const total = await repository.countTopics({ category, tsQuery, viewerId });
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      // Past the last page (a topic was deleted meanwhile): the last page, never an empty one.
      const page = Math.min(query.page, pageCount);
      const topics = total === 0 ? [] : await repository.listTopics({ category, tsQuery, viewerId, page, pageSize });
      return { topics, page, pageCount, total };
    },

    categories: (): Promise<ForumCategoryCounts> => repository.countByCategory(),

    trending: (viewerId: string | null, at = new Date()): Promise<ForumTopicSummary[]> => repository.trending(at, viewerId),

    async create(identity: ForumIdentity, ip: string, input: CreateForumTopicInput): Promise<ForumTopicSummary> {
      const author = await requireAuthor(identity, ip, topicLimit);
      const title = input.title.trim();
      const content = input.content.trim();
      await requireApproved(`${title}\n${content}`, 'forum_topic', author);
      const id = await repository.insertTopic({ ...author, title, content, category: input.category });
      events.emit('forum.topic.created', { topicId: id, authorId: author.userId, at: now() });
      const topic = await repository.findTopic(id, author.userId);
      const { userId: _userId, content: _content, updatedAt: _updatedAt, likedByViewer: _liked, ...summary } = topic!;
      return summary;
    },

    /** The topic page; counts the viewer's view once per Paris day before reading the counters. */
    async detail(id: string, identity: ForumIdentity, at = new Date()): Promise<ForumTopicDetail> {
      const memberId = identity.member?.id ?? null;
      await requireTopic(id, memberId);
      await repository.recordView(id, viewerKey(identity), parisDay(at));
      const [topic, replies] = await Promise.all([repository.findTopic(id, memberId), repository.listReplies(id, memberId)]);
      if (!topic) throw new AppError(404, 'forum.not_found');
      const { userId, ...rest } = topic;
      return {
        topic: { ...rest, viewerIsAuthor: memberId !== null && userId === memberId, viewerCanModerate: canModerate(identity) },
        replies,
      };
    },

    async reply(topicId: string, identity: ForumIdentity, ip: string, input: CreateForumReplyInput): Promise<ForumReply> {
      const topic = await requireTopic(topicId, identity.member?.id ?? null);
      const author = await requireAuthor(identity, ip, replyLimit);
      const content = input.content.trim();
      await requireApproved(content, 'forum_reply', author);
      const id = await repository.insertReply({ ...author, topicId, content });
      events.emit('forum.reply.created', { replyId: id, topicId, topicAuthorId: topic.userId, authorId: author.userId, at: now() });
      return (await repository.findReplyById(id, author.userId))!;
    },

    /** Its member author, or a moderator; the replies go with it (each announced, so what they earned is taken back). */
    async removeTopic(id: string, identity: ForumIdentity) {
      const topic = await requireTopic(id);
      const own = identity.member !== null && topic.userId === identity.member.id;
      if (!own && !canModerate(identity)) throw new AppError(403, 'auth.forbidden');
      const replies = await repository.deleteTopic(id);
      for (const reply of replies) events.emit('forum.reply.deleted', { replyId: reply.id, topicId: id, authorId: reply.userId, at: now() });
      events.emit('forum.topic.deleted', { topicId: id, authorId: topic.userId, at: now() });
    },

    async removeReply(id: string, identity: ForumIdentity) {
      const reply = await requireReply(id);
      const own = identity.member !== null && reply.userId === identity.member.id;
      if (!own && !canModerate(identity)) throw new AppError(403, 'auth.forbidden');
      await repository.deleteReply(id);
      events.emit('forum.reply.deleted', { replyId: id, topicId: reply.topicId, authorId: reply.userId, at: now() });
    },

    async toggleLike(topicId: string, memberId: string) {
      const topic = await requireTopic(topicId, memberId);
      const result = await repository.toggleLike(topicId, memberId);
      events.emit('forum.topic.liked', { topicId, authorId: topic.userId, likerId: memberId, liked: result.liked, at: now() });
      return result;
    },

    /** Only the topic's member author, on someone else's reply (helping oneself earns nothing). */
    async markHelpful(replyId: string, memberId: string, helpful: boolean) {
      const reply = await requireReply(replyId, memberId);
      if (reply.topicAuthorId === null || reply.topicAuthorId !== memberId) throw new AppError(403, 'forum.not_author');
      if (reply.userId === memberId) throw new AppError(403, 'auth.forbidden');
      if (await repository.setHelpful(replyId, helpful)) {
        events.emit('forum.reply.marked-helpful', {
          replyId,
          topicId: reply.topicId,
          topicAuthorId: memberId,
          replyAuthorId: reply.userId,
          helpful,
          at: now(),
        });
      }
      return { isHelpful: helpful };
    },

    async setPinned(topicId: string, pinned: boolean) {
      if (!isUuid(topicId) || !(await repository.setPinned(topicId, pinned))) throw new AppError(404, 'forum.not_found');
      return { isPinned: pinned };
    },

    /** Whether a topic has this id (its page exists). */
    async topicExists(id: string): Promise<boolean> {
      return isUuid(id) && repository.topicExists(id);
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;
