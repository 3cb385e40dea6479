import { z } from 'zod';
import { cursorSchema, nextCursorSchema } from './cursor-page';
import { LIMITS } from '../constants/limits';
import { okResponseSchema } from './auth';
import { withSchemas } from './endpoint';
import { MEDIA_LIMITS } from './media';
import { mediaUrlSchema } from './media-url';
import { memberSummarySchema } from './members';
import { idParamsSchema } from './params';
import { COMMENT_MAX_LENGTH, HASHTAG_CHARACTERS, POST_API, POST_MAX_LENGTH } from './post-routes';


/** SPEC §5: a post needs text (after trimming) or media; a signed-in author. */
export const createPostInputSchema = z
  .object({
    content: z.string().max(POST_MAX_LENGTH, 'validation.invalid').default(''),
    mediaUrls: z.array(mediaUrlSchema).max(MEDIA_LIMITS.perPost, 'validation.invalid').default([]),
    location: z.string().trim().max(120, 'validation.invalid').optional(),
  })
  .refine((post) => post.content.trim().length > 0 || post.mediaUrls.length > 0, {
    message: 'posts.content_required',
    path: ['content'],
  });
export type CreatePostInput = z.input<typeof createPostInputSchema>;

export const updatePostInputSchema = createPostInputSchema;
export type UpdatePostInput = z.input<typeof updatePostInputSchema>;

export const createCommentInputSchema = z.object({
  content: z.string().trim().min(1, 'posts.comment_required').max(COMMENT_MAX_LENGTH, 'validation.invalid'),
});
export type CreateCommentInput = z.infer<typeof createCommentInputSchema>;

/** SPEC §3: a post carries its author's profile, bio included (shown on the post page). */
export const postAuthorSchema = memberSummarySchema.extend({ bio: z.string().nullable() });
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postSchema = z.object({
  id: z.string(),
  userId: z.string(),
  content: z.string(),
  mediaUrls: z.array(z.string()),
  postType: z.enum(['text', 'media']),
  visibility: z.string(),
  location: z.string().nullable(),
  likesCount: z.number().int().nonnegative(),
  commentsCount: z.number().int().nonnegative(),
  sharesCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: postAuthorSchema,
  likedByViewer: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const feedQuerySchema = z.object({
  userId: z.string().optional(),
  /** A hashtag page (/feed?tag=wellness, or %23wellness): its posts only. */
  tag: z
    .string()
    .trim()
    .regex(new RegExp(`^#?[${HASHTAG_CHARACTERS}]{2,50}$`, 'u'), 'validation.invalid')
    .transform((tag) => tag.replace(/^#/, '').toLowerCase())
    .optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.feedPosts).optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedPageSchema = z.object({ posts: z.array(postSchema), nextCursor: nextCursorSchema });
export type FeedPage = z.infer<typeof feedPageSchema>;

export const commentSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: memberSummarySchema,
});
export type Comment = z.infer<typeof commentSchema>;

export const postDetailSchema = z.object({ post: postSchema, comments: z.array(commentSchema) });
export type PostDetail = z.infer<typeof postDetailSchema>;

export const likeResultSchema = z.object({ liked: z.boolean(), likesCount: z.number().int().nonnegative() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const shareResultSchema = z.object({ sharesCount: z.number().int().nonnegative() });
export type ShareResult = z.infer<typeof shareResultSchema>;

export const feedStatsSchema = z.object({
  members: z.number().int().nonnegative(),
  postsToday: z.number().int().nonnegative(),
  interactionsToday: z.number().int().nonnegative(),
  trendingHashtags: z.array(z.object({ tag: z.string(), count: z.number().int().nonnegative() })),
});
export type FeedStats = z.infer<typeof feedStatsSchema>;

/** The posts API: each endpoint with what the server validates and answers. */
export const postsContract = withSchemas(POST_API, {
  list: { querystring: feedQuerySchema, response: { 200: feedPageSchema } },
  stats: { response: { 200: feedStatsSchema } },
  detail: { params: idParamsSchema, response: { 200: postDetailSchema } },
  create: { body: createPostInputSchema, response: { 201: postSchema } },
  update: { params: idParamsSchema, body: updatePostInputSchema, response: { 200: postSchema } },
  remove: { params: idParamsSchema, response: { 200: okResponseSchema } },
  like: { params: idParamsSchema, response: { 200: likeResultSchema } },
  share: { params: idParamsSchema, response: { 200: shareResultSchema } },
  comment: { params: idParamsSchema, body: createCommentInputSchema, response: { 201: commentSchema } },
});
