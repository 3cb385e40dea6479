import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiClient } from './api-client';
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

describe('apiClient', () => {
  it('returns the parsed body and sends the session cookie', async () => {
    answer(200, { user: null });
    await expect(apiClient.get('/api/auth/session')).resolves.toEqual({ user: null });
    expect(fetch).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('turns an error body into an ApiRequestError with its code, issues and delay', async () => {
    answer(400, { code: 'validation.invalid', issues: [{ path: 'email', code: 'auth.invalid_email' }] });
    const invalid = await failure(apiClient.post('/api/auth/sign-up', {}));
    expect(invalid).toMatchObject({ status: 400, code: 'validation.invalid' });
    expect(invalid.issues).toEqual([{ path: 'email', code: 'auth.invalid_email' }]);

    answer(429, { code: 'http.rate_limited', retryAfterSeconds: 42 });
    expect(await failure(apiClient.post('/api/auth/sign-in', {}))).toMatchObject({ retryAfterSeconds: 42 });
  });

  it('keeps the appeal token of a ban refusal, and only a string one', async () => {
    answer(403, { code: 'auth.banned', appealToken: 'jeton.signé' });
    expect(await failure(apiClient.post('/api/auth/sign-in', {}))).toMatchObject({ code: 'auth.banned', appealToken: 'jeton.signé' });
    answer(403, { code: 'auth.banned', appealToken: 42 });
    expect((await failure(apiClient.post('/api/auth/sign-in', {}))).appealToken).toBeUndefined();
  });

  it('falls back on the status when the body is not ours', async () => {
    answer(502, '<html>Bad gateway</html>');
    expect((await failure(apiClient.get('/api/auth/session'))).code).toBe('http.unavailable');
    answer(429, '', { 'Retry-After': '7' });
    expect(await failure(apiClient.get('/api/auth/session'))).toMatchObject({
      code: 'http.rate_limited',
      retryAfterSeconds: 7,
    });
  });

  it('reports a network failure as http.unavailable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await failure(apiClient.get('/api/auth/session'))).toMatchObject({ status: 0, code: 'http.unavailable' });
  });

  it('keeps only the error codes it knows from an error body', async () => {
    answer(400, { code: 'not.a.code', issues: [{ path: 'email', code: 'auth.invalid_email' }] });
    expect(await failure(apiClient.post('/api/auth/sign-up', {}))).toMatchObject({ code: 'http.bad_request', issues: [] });
    answer(400, { code: 'validation.invalid', issues: [{ path: 'email', code: 'made.up' }, { path: 'name', code: 'auth.username_invalid' }] });
    expect((await failure(apiClient.post('/api/auth/sign-up', {}))).issues).toEqual([{ path: 'name', code: 'auth.username_invalid' }]);
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
