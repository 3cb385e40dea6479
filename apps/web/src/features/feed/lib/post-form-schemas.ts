import { z } from 'zod';

/**
 * The feed forms' schemas, loaded with a form's first submission (lazy-form-resolver.ts): the feed
 * page itself only reads, and neither zod nor the schemas come with it (ADR 011).
 */
export { createCommentInputSchema, createPostInputSchema, updatePostInputSchema } from '@la-meute/shared';

/**
 * SPEC §5: a media link is an http(s) address without spaces. The message is a locale key under
 * the link panel; the post's own schema checks the address again on the server.
 */
export const mediaLinkFormSchema = z.object({ url: z.string().trim().regex(/^https?:\/\/\S+$/i, 'media.link.invalid') });
export type MediaLinkForm = z.input<typeof mediaLinkFormSchema>;
