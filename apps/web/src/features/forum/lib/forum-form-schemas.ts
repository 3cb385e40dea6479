/**
 * The forum forms' schemas, loaded with a form's first submission (lazy-form-resolver.ts): the
 * forum pages mostly read, and zod does not come with them (ADR 011).
 */
export { anonymousSessionSchema, createForumReplyInputSchema, createForumTopicInputSchema } from '@la-meute/shared';
