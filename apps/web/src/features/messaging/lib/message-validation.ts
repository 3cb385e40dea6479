import { isErrorCode, sendConversationMessageInputSchema, type ErrorCode, type SendConversationMessageInput } from '@la-meute/shared';

export type MessageValidation = { ok: true; input: SendConversationMessageInput } | { ok: false; code: ErrorCode };

/**
 * SPEC §5 through the shared schema the server applies too: trimmed, not blank, at most 4,000
 * characters. Loaded by the composer on first use, not with the page (ADR 011: zod stays out of
 * the first paint).
 */
export function validateMessage(content: string): MessageValidation {
  const result = sendConversationMessageInputSchema.safeParse({ content });
  if (result.success) return { ok: true, input: result.data };
  const code = result.error.issues.find((issue) => isErrorCode(issue.message))?.message;
  return { ok: false, code: code && isErrorCode(code) ? code : 'validation.invalid' };
}
