import { apiErrorSchema, type ApiIssue, type ErrorCode } from '@la-meute/shared';
import type { z } from 'zod';

/** Every failed call surfaces as this error, so the UI only ever translates `errors.<code>`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: ApiIssue[];
  readonly retryAfterSeconds: number | undefined;

  constructor(init: { status: number; code: ErrorCode; issues?: ApiIssue[]; retryAfterSeconds?: number }) {
    super(init.code);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

// A proxy or a crash can answer without our JSON error body; the status still says enough.
function codeFromStatus(status: number): ErrorCode {
  if (status === 404) return 'http.not_found';
  if (status === 413) return 'http.payload_too_large';
  if (status === 429) return 'http.rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'http.unavailable';
  if (status >= 500) return 'http.internal';
  return 'http.bad_request';
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  const parsed = apiErrorSchema.safeParse(await readJson(response));
  const retryAfterSeconds = parsed.success
    ? (parsed.data.retryAfterSeconds ?? parseRetryAfter(response.headers.get('Retry-After')))
    : parseRetryAfter(response.headers.get('Retry-After'));
  return new ApiRequestError({
    status: response.status,
    code: parsed.success ? parsed.data.code : codeFromStatus(response.status),
    issues: parsed.success ? parsed.data.issues : undefined,
    retryAfterSeconds,
  });
}

type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server-side renderer answers the app's API calls in-process (ADR 009). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type RequestOptions<TSchema extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: TSchema;
  signal?: AbortSignal;
};

/** The one fetch client: JSON in and out, cookie session, errors as ApiRequestError. */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<z.output<TSchema>> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query ignores it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError({ status: 0, code: 'http.unavailable' });
  }

  if (!response.ok) throw await toApiRequestError(response);

  const data = await readJson(response);
  if (!schema) return data as z.output<TSchema>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // The server broke its contract: log the details for developers, show a generic error.
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    throw new ApiRequestError({ status: response.status, code: 'http.internal' });
  }
  return parsed.data;
}

export const apiClient = {
  get: <TSchema extends z.ZodType>(path: string, schema?: TSchema, signal?: AbortSignal) =>
    apiRequest(path, { method: 'GET', schema, signal }),
  post: <TSchema extends z.ZodType>(path: string, body?: unknown, schema?: TSchema) =>
    apiRequest(path, { method: 'POST', body, schema }),
};
