/**
 * The group settings form's schema, loaded with its first validation (lazy-form-resolver.ts): the
 * messages page only reads until then, and zod does not come with it (ADR 011).
 */
export { renameConversationInputSchema } from '@la-meute/shared';
