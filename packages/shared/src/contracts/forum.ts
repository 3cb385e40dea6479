import { z } from 'zod';
import { hasNoNulByte } from './storable-text';
import { FORUM_CATEGORIES, FORUM_CATEGORY_FILTERS, FORUM_LIMITS } from '../constants/forum';
import { okResponseSchema } from './auth';
import { withSchemas } from './endpoint';
import { FORUM_API } from './forum-routes';
import { levelNumberSchema, memberSummarySchema } from './members';
import { idParamsSchema } from './params';

export const forumCategorySchema = z.enum(FORUM_CATEGORIES, { error: 'forum.fields_required' });
export const forumCategoryFilterSchema = z.enum(FORUM_CATEGORY_FILTERS);

/** SPEC §5 forum topic: title and content trimmed, all three required; the dialog and the API share it. */
export const createForumTopicInputSchema = z.object({
  title: z
    .string({ error: 'forum.fields_required' })
    .trim()
    .min(1, 'forum.fields_required')
    .max(FORUM_LIMITS.title, 'forum.too_long')
    .refine(hasNoNulByte, 'validation.invalid'),
  content: z
    .string({ error: 'forum.fields_required' })
    .trim()
    .min(1, 'forum.fields_required')
    .max(FORUM_LIMITS.content, 'forum.too_long')
    .refine(hasNoNulByte, 'validation.invalid'),
  category: forumCategorySchema,
});
export type CreateForumTopicInput = z.input<typeof createForumTopicInputSchema>;

export const createForumReplyInputSchema = z.object({
  content: z
    .string({ error: 'forum.reply_required' })
    .trim()
    .min(1, 'forum.reply_required')
    .max(FORUM_LIMITS.reply, 'forum.too_long')
    .refine(hasNoNulByte, 'validation.invalid'),
});
export type CreateForumReplyInput = z.input<typeof createForumReplyInputSchema>;

export const forumTopicsQuerySchema = z.object({
  category: forumCategoryFilterSchema.default('all'),
  q: z.string().trim().max(FORUM_LIMITS.searchQuery, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ForumTopicsQuery = z.output<typeof forumTopicsQuerySchema>;

/**
 * Who wrote a topic or reply: a member (`author`, shown display name, else username, else
 * 'Utilisateur'), or nobody and a `pseudonym` (shown, else 'Anonyme'). `userLevel` is the author's
 * level number when posting.
 */
const authoredFields = {
  author: memberSummarySchema.nullable(),
  pseudonym: z.string().nullable(),
  userLevel: levelNumberSchema,
};

export const forumTopicSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The content's first 100 characters (SPEC §9). */
  excerpt: z.string(),
  category: z.string(),
  ...authoredFields,
  repliesCount: z.number().int(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
  isPinned: z.boolean(),
  lastReplyAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ForumTopicSummary = z.infer<typeof forumTopicSummarySchema>;

export const forumTopicPageSchema = z.object({
  topics: z.array(forumTopicSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type ForumTopicPage = z.infer<typeof forumTopicPageSchema>;

export const forumCategoryCountsSchema = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type ForumCategoryCounts = z.infer<typeof forumCategoryCountsSchema>;

export const forumTrendingSchema = z.object({ topics: z.array(forumTopicSummarySchema) });
export type ForumTrending = z.infer<typeof forumTrendingSchema>;

export const forumTopicSchema = forumTopicSummarySchema.extend({
  content: z.string(),
  updatedAt: z.string(),
  likedByViewer: z.boolean(),
  /** The viewer is the topic's member author: may delete it and mark replies helpful. */
  viewerIsAuthor: z.boolean(),
  /** The viewer is a moderator or an admin: may pin it and delete anything. */
  viewerCanModerate: z.boolean(),
});
export type ForumTopic = z.infer<typeof forumTopicSchema>;

export const forumReplySchema = z.object({
  id: z.string(),
  topicId: z.string(),
  content: z.string(),
  ...authoredFields,
  isHelpful: z.boolean(),
  createdAt: z.string(),
  /** The viewer is the reply's member author (may delete it). */
  viewerIsAuthor: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

export const forumTopicDetailSchema = z.object({ topic: forumTopicSchema, replies: z.array(forumReplySchema) });
export type ForumTopicDetail = z.infer<typeof forumTopicDetailSchema>;

export const forumTopicCreatedSchema = z.object({ topic: forumTopicSummarySchema });
export const forumReplyCreatedSchema = z.object({ reply: forumReplySchema });
export const forumLikeResultSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type ForumLikeResult = z.infer<typeof forumLikeResultSchema>;
export const forumHelpfulInputSchema = z.object({ helpful: z.boolean() });
export const forumHelpfulResultSchema = z.object({ isHelpful: z.boolean() });
export const forumPinInputSchema = z.object({ pinned: z.boolean() });
export const forumPinResultSchema = z.object({ isPinned: z.boolean() });

/** The forum API: each endpoint with what the server validates and answers. */
export const forumContract = withSchemas(FORUM_API, {
  listTopics: { querystring: forumTopicsQuerySchema, response: { 200: forumTopicPageSchema } },
  createTopic: { body: createForumTopicInputSchema, response: { 201: forumTopicCreatedSchema } },
  categories: { response: { 200: forumCategoryCountsSchema } },
  trending: { response: { 200: forumTrendingSchema } },
  getTopic: { params: idParamsSchema, response: { 200: forumTopicDetailSchema } },
  deleteTopic: { params: idParamsSchema, response: { 200: okResponseSchema } },
  createReply: { params: idParamsSchema, body: createForumReplyInputSchema, response: { 201: forumReplyCreatedSchema } },
  deleteReply: { params: idParamsSchema, response: { 200: okResponseSchema } },
  toggleLike: { params: idParamsSchema, response: { 200: forumLikeResultSchema } },
  markHelpful: { params: idParamsSchema, body: forumHelpfulInputSchema, response: { 200: forumHelpfulResultSchema } },
  pinTopic: { params: idParamsSchema, body: forumPinInputSchema, response: { 200: forumPinResultSchema } },
});
