import { z } from 'zod';
import { ANONYMOUS_API } from './anonymous-routes';
import { withSchemas } from './endpoint';

/** SPEC §3: the browser-stored anonymous session (key `anonymous_session`). */
export const anonymousSessionSchema = z.object({
  sessionId: z.uuid(),
  pseudonym: z.string().trim().min(2, 'validation.invalid').max(30, 'validation.invalid'),
});
export type AnonymousSession = z.infer<typeof anonymousSessionSchema>;

export const anonymousTokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export type AnonymousTokenResponse = z.infer<typeof anonymousTokenResponseSchema>;


export const anonymousContract = withSchemas(ANONYMOUS_API, {
  createToken: { body: anonymousSessionSchema, response: { 200: anonymousTokenResponseSchema } },
});
