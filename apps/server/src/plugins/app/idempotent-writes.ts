import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER, isErrorCode, REPLAYABLE_WRITES, type ApiIssue } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { createIdempotentWritesRepository, type StoredOutcome } from '../../modules/idempotency/idempotent-writes.repository';

/** A try that stopped without an outcome (its instance went down) frees its key after this long. */
const STALE_CLAIM_MS = 60_000;
/**
 * Refusals a repeat would meet again — invalid, refused by the moderation, full, blocked, gone —
 * are the key's outcome. Any other failure (signed out, too many at once, a crash) may pass on a
 * later try: the key is freed for it.
 */
const FINAL_REFUSALS = new Set([400, 403, 404, 409, 410, 422]);

const fingerprintOf = (request: FastifyRequest) =>
  crypto.createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).digest('base64url');

/** A key's first outcome again, marked as a repeat; a refusal is thrown as it was the first time. */
function answerWithOutcome(reply: FastifyReply, outcome: StoredOutcome) {
  reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  const body = JSON.parse(outcome.body) as unknown;
  if (outcome.status >= 400) {
    const refusal = body as { code?: unknown; issues?: ApiIssue[] };
    throw new AppError(outcome.status, typeof refusal.code === 'string' && isErrorCode(refusal.code) ? refusal.code : 'http.bad_request', { issues: refusal.issues });
  }
  reply.code(outcome.status);
  return body === null ? reply.send() : body;
}

/**
 * The writes the offline outbox replays (REPLAYABLE_WRITES) are applied once per key (ADR 033):
 * their handlers are wrapped as they are registered, so no route repeats the mechanism and none
 * of the list can be left out (start-up fails if one is never registered). Without the header a
 * write runs as always.
 */
export default fp(
  async (app) => {
    const repository = createIdempotentWritesRepository(app.db);
    const pending = new Set<string>(REPLAYABLE_WRITES.map((write) => `${write.method} ${write.url}`));

    async function runOnce(request: FastifyRequest, reply: FastifyReply, handle: () => Promise<unknown>) {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key === undefined) return handle();
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new AppError(400, 'validation.invalid', { issues: [{ path: IDEMPOTENCY_KEY_HEADER, code: 'validation.invalid' }] });
      }
      // Keys are a member's: a pseudonym's forum reply is never queued offline.
      const userId = (await app.loadSessionUser(request, reply))?.id;
      if (!userId) return handle();
      const claim = await repository.claim(userId, key, fingerprintOf(request), STALE_CLAIM_MS);
      if (claim.kind === 'mismatch') throw new AppError(422, 'http.idempotency_mismatch');
      if (claim.kind === 'running') throw new AppError(409, 'http.idempotency_pending', { retryAfterSeconds: 1 });
      if (claim.kind === 'done') return answerWithOutcome(reply, claim.outcome);

      // Handlers answer by returning the body or through reply.send: either is the outcome. A body
      // given to reply.send goes out only once it is stored, so a repeat can never arrive between
      // the answer and the key's completion and find the write still running. (The handler's own
      // promise waits for the response to end: the reply is a thenable.)
      let stored: Promise<void> | null = null;
      const send = reply.send;
      reply.send = function (this: FastifyReply, payload?: unknown) {
        reply.send = send;
        stored = repository
          .complete(userId, key, { status: this.statusCode, body: JSON.stringify(payload ?? null) })
          .then(
            () => void send.call(this, payload),
            (error: unknown) => void send.call(this, error),
          );
        return this;
      };
      let result: unknown;
      try {
        result = await handle();
      } catch (error) {
        reply.send = send;
        if (error instanceof AppError && FINAL_REFUSALS.has(error.statusCode)) {
          await repository.complete(userId, key, { status: error.statusCode, body: JSON.stringify({ code: error.code, issues: error.extra.issues }) });
        } else {
          await repository.release(userId, key);
        }
        throw error;
      }
      reply.send = send;
      if (stored !== null) {
        await stored;
        return result;
      }
      await repository.complete(userId, key, { status: reply.statusCode, body: JSON.stringify(result ?? null) });
      return result;
    }

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const name = methods.map((method) => `${method} ${route.url}`).find((candidate) => pending.has(candidate));
      if (!name) return;
      pending.delete(name);
      const handle = route.handler as RouteHandlerMethod;
      route.handler = async function (request, reply) {
        return runOnce(request, reply, async () => handle.call(this, request, reply));
      };
    });
    app.addHook('onReady', async () => {
      if (pending.size > 0) throw new Error(`Replayable writes without a route: ${[...pending].join(', ')}`);
    });
  },
  { name: 'idempotent-writes', dependencies: ['database', 'auth'] },
);
