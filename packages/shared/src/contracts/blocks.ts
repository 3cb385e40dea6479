import { z } from 'zod';
import { withSchemas } from './endpoint';
import { memberSummarySchema } from './members';
import { hasNoNulByte } from './storable-text';
import { BLOCK_API } from './blocks-routes';

/** The member acted on; a NUL byte cannot be an id (400, not a database error). */
export const blockTargetParamsSchema = z.object({
  userId: z.string().min(1, 'validation.invalid').max(200, 'validation.invalid').refine(hasNoNulByte, 'validation.invalid'),
});

/**
 * Blocking is both ways: neither member can write to the other, connect with them, see the other's
 * content, or see more of the other's profile than the name. Muting only hides the muted member's
 * public content (feed, comments, chat) from the muter; the muted member notices nothing.
 */
export const blockListSchema = z.object({
  blocked: z.array(memberSummarySchema),
  muted: z.array(memberSummarySchema),
});
export type BlockList = z.infer<typeof blockListSchema>;

/** The answer to a PUT or DELETE: the state the pair is in now. */
export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean(), muted: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

export const blockContract = withSchemas(BLOCK_API, {
  list: { response: { 200: blockListSchema } },
  block: { params: blockTargetParamsSchema, response: { 200: blockStateSchema } },
  unblock: { params: blockTargetParamsSchema, response: { 200: blockStateSchema } },
  mute: { params: blockTargetParamsSchema, response: { 200: blockStateSchema } },
  unmute: { params: blockTargetParamsSchema, response: { 200: blockStateSchema } },
});
