/**
 * The editor's schema, loaded with the form's first validation (lazy-form-resolver.ts): zod and the
 * schemas stay out of the page's first render (ADR 011). The same schema validates PUT /api/me/profile.
 */
export { profileInputSchema } from '@la-meute/shared';
