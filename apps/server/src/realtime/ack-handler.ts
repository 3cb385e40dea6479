import type { z } from 'zod';
import { isErrorCode, type AckResponse, type ErrorCode } from '@la-meute/shared';
import { AppError } from '../lib/app-error';

export type AckListener<R> = (payload: unknown, ack?: (response: AckResponse<R>) => void) => Promise<void>;

/**
 * Wraps a socket handler so that it only ever sees a payload its schema accepted, and always
 * answers with `{ ok, data }` or `{ ok: false, code }` — never a thrown error, never prose.
 */
export type AckHandler = <S extends z.ZodType, R>(schema: S, fn: (input: z.output<S>) => R | Promise<R>) => AckListener<Awaited<R>>;

// The shared schemas name their own error codes (`chat.too_long`); anything else is just invalid.
function validationCode(error: z.ZodError): ErrorCode {
  const message = error.issues[0]?.message ?? '';
  return isErrorCode(message) ? message : 'validation.invalid';
}

const ignoreReply = () => {};

export function createAckHandler(logger: { error: (obj: object, msg: string) => void }): AckHandler {
  return (schema, fn) =>
    async function handle(payload, ack) {
      // `emit(event, callback)` without a payload puts the callback first: answer it all the same.
      if (typeof payload === 'function' && ack === undefined) return handle(undefined, payload as unknown as typeof ack);
      // A client may emit without asking for an answer, or send something else in its place.
      const reply = typeof ack === 'function' ? ack : ignoreReply;
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        reply({ ok: false, code: validationCode(parsed.error) });
        return;
      }
      try {
        reply({ ok: true, data: await fn(parsed.data) });
      } catch (error) {
        if (error instanceof AppError) {
          reply({ ok: false, code: error.code });
          return;
        }
        logger.error({ err: error }, 'A socket handler failed');
        reply({ ok: false, code: 'http.internal' });
      }
    };
}
