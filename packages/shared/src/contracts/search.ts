import { z } from 'zod';
import { cursorSchema, nextCursorSchema } from './cursor-page';
import { withSchemas } from './endpoint';
import { memberSummarySchema } from './members';
import { SEARCH_API, SEARCH_TYPES } from './notification-routes';
import { hasNoNulByte } from './storable-text';

/**
 * One search across posts, people, forum topics and replies, events and hashtags.
 * Excerpts and titles carry HIGHLIGHT_START/HIGHLIGHT_END around the matched words; the page turns
 * them into <mark>, never into HTML.
 */
/** The deepest page of one type (the cursor goes no further): a script cannot walk the whole site through the search. */
export const SEARCH_MAX_PAGE = 50;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'search.query_required')
    .max(100, 'search.query_too_long')
    .refine(hasNoNulByte, 'validation.invalid'),
  type: z.enum(['all', ...SEARCH_TYPES]).default('all'),
  cursor: cursorSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), id: z.string(), excerpt: z.string(), author: memberSummarySchema, createdAt: z.string() }),
  z.object({
    type: z.literal('person'),
    member: memberSummarySchema,
    /** The profile's city when the member shows it. */
    city: z.string().nullable(),
    bio: z.string().nullable(),
  }),
  z.object({ type: z.literal('topic'), id: z.string(), title: z.string(), excerpt: z.string(), category: z.string(), createdAt: z.string() }),
  z.object({ type: z.literal('reply'), id: z.string(), topicId: z.string(), topicTitle: z.string(), excerpt: z.string(), createdAt: z.string() }),
  z.object({ type: z.literal('event'), id: z.string(), title: z.string(), excerpt: z.string(), eventDate: z.string(), location: z.string().nullable() }),
  z.object({ type: z.literal('hashtag'), tag: z.string(), count: z.number().int().nonnegative() }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchSectionSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  items: z.array(searchHitSchema),
  /** Where this type's list goes on (in 'all': that there is more than the preview), or null at the end. */
  nextCursor: nextCursorSchema,
});
export type SearchSection = z.infer<typeof searchSectionSchema>;

/** 'all': one section per type with results; one type: that type's section. */
export const searchResultSchema = z.object({ query: z.string(), sections: z.array(searchSectionSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The search API: what the server validates and answers. */
export const searchContract = withSchemas(SEARCH_API, {
  search: { querystring: searchQuerySchema, response: { 200: searchResultSchema } },
});
