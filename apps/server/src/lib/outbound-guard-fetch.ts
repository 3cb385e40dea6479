import http from 'node:http';
import https from 'node:https';
import { OutboundRefusedError, type OutboundGuard } from './outbound-guard';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 8_000;
const MAX_BYTES = 512 * 1024;

export interface GuardedResponse {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** At most `maxBytes`; `truncated` says the page went on (the head of a page is what a preview reads). */
  body: Buffer;
  truncated: boolean;
}

export interface GuardedFetchOptions {
  schemes?: readonly ('http:' | 'https:')[];
  headers?: Record<string, string>;
  maxRedirects?: number;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * A GET of an address a member gave (a link to preview): each hop is checked by the guard before
 * it is requested and again when it connects, redirects are followed by hand (never by a client
 * that would skip the check), at most three, and the whole fetch has one deadline and a size cap.
 */
export async function guardedFetch(guard: OutboundGuard, address: string, options: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  const schemes = options.schemes ?? ['https:', 'http:'];
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const deadline = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  let current = address;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const url = await guard.checkUrl(current, { schemes });
    const response = await requestOnce(guard, url, options.headers ?? {}, options.maxBytes ?? MAX_BYTES, deadline);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.status) || !location) return response;
    current = new URL(location, url).toString();
  }
  throw new OutboundRefusedError('redirects', new URL(address).host);
}

function requestOnce(guard: OutboundGuard, url: URL, headers: Record<string, string>, maxBytes: number, deadline: AbortSignal): Promise<GuardedResponse> {
  const client = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? guard.httpsAgent() : guard.httpAgent();
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: 'GET', agent, headers, signal: deadline }, (response) => {
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        // A redirect's body is never read: only where it points matters.
        response.destroy();
        resolve({ url: url.toString(), status, headers: response.headers, body: Buffer.alloc(0), truncated: false });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = (truncated: boolean) => resolve({ url: url.toString(), status, headers: response.headers, body: Buffer.concat(chunks), truncated });
      response.on('data', (chunk: Buffer) => {
        const room = maxBytes - size;
        chunks.push(chunk.subarray(0, room));
        size += Math.min(chunk.length, room);
        if (chunk.length >= room) {
          response.destroy();
          finish(true);
        }
      });
      response.on('end', () => finish(false));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
