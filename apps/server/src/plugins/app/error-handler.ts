import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorCode, type ApiError, type ErrorCode } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { isDatabaseUnavailable, isUnstorableText } from '../../lib/database-errors';
import { isStorageFull } from '../../lib/storage-errors';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'http.bad_request',
  403: 'auth.forbidden',
  404: 'http.not_found',
  413: 'http.payload_too_large',
  415: 'http.bad_request',
  429: 'http.rate_limited',
};

const DATABASE_RETRY_AFTER_S = 5;

/**
 * Fastify's `frameworkErrors` (given to Fastify() in app.ts): a broken %-escape or an over-long path
 * parameter never reaches the error handler below, so it gets a machine code here, instead of
 * Fastify's prose that echoes the address back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode ?? 400;
  reply.status(statusCode).send({ code: statusCode >= 500 ? 'http.internal' : 'http.bad_request' } satisfies ApiError);
}

/** The one error handler: machine codes for the client, no details of a 5xx ever leave the server. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) {
        if (error.extra.retryAfterSeconds) reply.header('Retry-After', String(error.extra.retryAfterSeconds));
        const body: ApiError = { code: error.code, ...error.extra };
        return reply.status(error.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((entry) => ({
          path: entry.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          code: entry.message ?? 'validation.invalid',
        }));
        // The first issue's code is the one the form shows (SPEC §5 gives one toast at a time).
        const first = issues[0]?.code ?? '';
        const body: ApiError = { code: isErrorCode(first) ? first : 'validation.invalid', issues };
        return reply.status(400).send(body);
      }
      // Text the database cannot store (a NUL byte, an unpaired surrogate) is the sender's input,
      // not our failure: every route refuses it alike, whichever field carried it.
      if (isUnstorableText(error)) return reply.status(400).send({ code: 'validation.invalid' } satisfies ApiError);
      // The database is restarting or unreachable: say so and when to retry; the pool reconnects
      // by itself on a later request, without restarting the server.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'Database unavailable');
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
        return reply.status(503).send({ code: 'http.unavailable' } satisfies ApiError);
      }
      // A full disk (media, exports): nothing was kept — the storage removes what it half wrote.
      if (isStorageFull(error)) {
        request.log.error({ err: error }, 'Storage full');
        return reply.status(507).send({ code: 'http.storage_full' } satisfies ApiError);
      }
      // @fastify/static refuses a path it will not resolve (an over-long one): nothing is there.
      if ((error as { code?: string }).code === 'FST_STATIC_FORBIDDEN_PATH') return reply.status(404).send({ code: 'http.not_found' } satisfies ApiError);
      const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
      if (statusCode < 500 && STATUS_CODES[statusCode]) {
        return reply.status(statusCode).send({ code: STATUS_CODES[statusCode] } satisfies ApiError);
      }
      request.log.error({ err: error }, 'Unhandled error');
      return reply.status(500).send({ code: 'http.internal' } satisfies ApiError);
    });
  },
  { name: 'error-handler' },
);
