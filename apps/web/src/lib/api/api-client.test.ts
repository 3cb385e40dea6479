import type { TFunction } from '@/lib/i18n/translate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_API, FORUM_API } from '@la-meute/shared';
import { ApiRequestError, callApi } from './api-client';
import { getErrorMessage } from './error-message';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(text, { status, headers })));
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`Expected an ApiRequestError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it("calls the endpoint's own method and address, its parameters encoded, empty query values left out", async () => {
    answer(200, { ok: true });
    await callApi(FORUM_API.markHelpful, { params: { id: 'a/b' }, body: { helpful: true } });
    expect(fetch).toHaveBeenCalledWith('/api/forum/replies/a%2Fb/helpful', expect.objectContaining({ method: 'PUT', body: '{"helpful":true}' }));
    answer(200, { topics: [] });
    await callApi(FORUM_API.listTopics, { query: { page: 2, category: undefined, q: '' } });
    expect(fetch).toHaveBeenCalledWith('/api/forum/topics?page=2', expect.objectContaining({ method: 'GET' }));
  });

  it('returns the parsed body and sends the session cookie', async () => {
    answer(200, { user: null });
    await expect(callApi(AUTH_API.session)).resolves.toEqual({ user: null });
    expect(fetch).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('turns an error body into an ApiRequestError with its code, issues and delay', async () => {
    answer(400, { code: 'validation.invalid', issues: [{ path: 'email', code: 'auth.invalid_email' }] });
    const invalid = await failure(callApi(AUTH_API.signUp, { body: {} }));
    expect(invalid).toMatchObject({ status: 400, code: 'validation.invalid' });
    expect(invalid.issues).toEqual([{ path: 'email', code: 'auth.invalid_email' }]);

    answer(429, { code: 'http.rate_limited', retryAfterSeconds: 42 });
    expect(await failure(callApi(AUTH_API.signIn, { body: {} }))).toMatchObject({ retryAfterSeconds: 42 });
  });

  it('keeps the appeal token of a ban refusal, and only a string one', async () => {
    answer(403, { code: 'auth.banned', appealToken: 'jeton.signé' });
    expect(await failure(callApi(AUTH_API.signIn, { body: {} }))).toMatchObject({ code: 'auth.banned', appealToken: 'jeton.signé' });
    answer(403, { code: 'auth.banned', appealToken: 42 });
    expect((await failure(callApi(AUTH_API.signIn, { body: {} }))).appealToken).toBeUndefined();
  });

  it('falls back on the status when the body is not ours', async () => {
    answer(502, '<html>Bad gateway</html>');
    expect((await failure(callApi(AUTH_API.session))).code).toBe('http.unavailable');
    answer(429, '', { 'Retry-After': '7' });
    expect(await failure(callApi(AUTH_API.session))).toMatchObject({
      code: 'http.rate_limited',
      retryAfterSeconds: 7,
    });
  });

  it('reports a network failure as http.unavailable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await failure(callApi(AUTH_API.session))).toMatchObject({ status: 0, code: 'http.unavailable' });
  });

  it('keeps only the error codes it knows from an error body', async () => {
    answer(400, { code: 'not.a.code', issues: [{ path: 'email', code: 'auth.invalid_email' }] });
    expect(await failure(callApi(AUTH_API.signUp, { body: {} }))).toMatchObject({ code: 'http.bad_request', issues: [] });
    answer(400, { code: 'validation.invalid', issues: [{ path: 'email', code: 'made.up' }, { path: 'name', code: 'auth.username_invalid' }] });
    expect((await failure(callApi(AUTH_API.signUp, { body: {} }))).issues).toEqual([{ path: 'name', code: 'auth.username_invalid' }]);
  });
});

describe('getErrorMessage', () => {
  const t = ((key: string, options?: { count?: number }) =>
    options?.count === undefined ? key : `${key}(${options.count})`) as unknown as TFunction;

  it('names the first known issue of a validation error', () => {
    const error = new ApiRequestError({
      status: 400,
      code: 'validation.invalid',
      issues: [{ path: 'password', code: 'auth.password_too_common' }],
    });
    expect(getErrorMessage(t, error)).toBe('errors.auth.password_too_common');
  });

  it('gives the rate-limit delay when the server sent one', () => {
    const limited = (retryAfterSeconds?: number) =>
      new ApiRequestError({ status: 429, code: 'http.rate_limited', retryAfterSeconds });
    expect(getErrorMessage(t, limited(30))).toBe('errors.http.rate_limited(30)');
    expect(getErrorMessage(t, limited())).toBe('errors.http.rate_limited_soon');
  });

  it('shows a generic message for errors that are not API errors', () => {
    expect(getErrorMessage(t, new Error('boom'))).toBe('errors.http.internal');
  });
});
