import { isErrorCode, type ApiError, type ApiIssue, type AnyEndpoint, type ErrorCode, type PathParams } from '@la-meute/shared';

/** Every failed call surfaces as this error, so the UI only ever translates `errors.<code>`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: ApiIssue[];
  readonly retryAfterSeconds: number | undefined;
  /** With `auth.banned`: what lets the banned member appeal without a session (DSA Art. 20). */
  readonly appealToken: string | undefined;

  constructor(init: { status: number; code: ErrorCode; issues?: ApiIssue[]; retryAfterSeconds?: number; appealToken?: string }) {
    super(init.code);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.appealToken = init.appealToken;
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

/** Our error body ({ code, issues?, retryAfterSeconds?, appealToken? }), or undefined for anything else. */
export function readApiError(body: unknown): ApiError | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, issues, retryAfterSeconds, appealToken } = body as Record<string, unknown>;
  if (typeof code !== 'string' || !isErrorCode(code)) return undefined;
  return {
    code,
    issues: Array.isArray(issues)
      ? issues.filter((issue): issue is ApiIssue => typeof issue?.path === 'string' && typeof issue?.code === 'string' && isErrorCode(issue.code))
      : undefined,
    retryAfterSeconds: typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : undefined,
    appealToken: typeof appealToken === 'string' && appealToken ? appealToken : undefined,
  };
}

async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  const body = readApiError(await readJson(response));
  return new ApiRequestError({
    status: response.status,
    code: body?.code ?? codeFromStatus(response.status),
    issues: body?.issues,
    retryAfterSeconds: body?.retryAfterSeconds ?? parseRetryAfter(response.headers.get('Retry-After')),
    appealToken: body?.appealToken,
  });
}

type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server-side renderer answers the app's API calls in-process (ADR 009). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. a pseudonym's signed token (the forum's anonymous writes). */
  headers?: Record<string, string>;
};

/**
 * The one fetch client: JSON in and out, cookie session, errors as ApiRequestError. `T` is the
 * route's shared contract type. Answers are not parsed again here (ADR 011): the server writes
 * them through the route's own zod contract (lib/response-serializer.ts, held equal to zod by the
 * API tests), and parsing them in the browser put zod and every schema on every page.
 */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
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

  return (await readJson(response)) as T;
}

type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** What one call of an endpoint carries: its path parameters when its address has some. */
export type EndpointCall<E extends AnyEndpoint> = Omit<RequestOptions, 'method'> & {
  /** The query string; an empty, null or undefined value is left out. */
  query?: QueryValues | URLSearchParams;
} & ([PathParams<E['url']>] extends [never] ? { params?: undefined } : { params: Record<PathParams<E['url']>, string> });

function toQueryString(query: QueryValues | URLSearchParams | undefined): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  return search.toString();
}

/**
 * Calls one endpoint of the shared contract (the server registers its route from the same entry):
 * its own method, its address filled with `params`, then the query string. `T` is inferred from the
 * caller's declared return type, which is the endpoint's answer type in the contract.
 */
export function callApi<T, E extends AnyEndpoint>(
  endpoint: E,
  ...[call]: [PathParams<E['url']>] extends [never] ? [call?: EndpointCall<E>] : [call: EndpointCall<E>]
): Promise<T> {
  const { params, query, ...options } = (call ?? {}) as { params?: Record<string, string>; query?: QueryValues | URLSearchParams } & Omit<RequestOptions, 'method'>;
  const path = (endpoint.path as (values?: Record<string, string>) => string)(params);
  const search = toQueryString(query);
  return apiRequest<T>(search ? `${path}?${search}` : path, { ...options, method: endpoint.method });
}

