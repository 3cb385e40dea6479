import { MEDIA_API, MEDIA_LIMITS, MEDIA_UPLOAD_FIELD, type ErrorCode, type MediaScope, type UploadedMedia } from '@la-meute/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
// By path, not @/: its unit test runs without the alias (vitest.config.ts).
import { ApiRequestError, readApiError } from '../../../lib/api/api-client';

type UploadOptions = {
  /** Called with the share of bytes sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * `private` for a file sent in a private or direct message: the server keeps it apart and shows it
   * to that conversation's participants only. Posts, chat, events and the forum are public.
   */
  scope?: MediaScope;
};

/** Where a file of this scope is sent. */
export function mediaUploadAddress(scope: MediaScope = 'public'): string {
  return scope === 'private' ? `${MEDIA_API.upload.path()}?scope=private` : MEDIA_API.upload.path();
}

/** Refuses at once what the server would refuse after a long upload (SPEC §9 size limits). */
export function exceedsMediaLimit(file: Pick<File, 'size' | 'type'>): boolean {
  const limit = file.type.startsWith('image/') ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes;
  return file.size > limit;
}

// Without our JSON body (a proxy refusing the upload), the status alone says what went wrong.
function codeFromStatus(status: number): ErrorCode {
  if (status === 401) return 'auth.required';
  if (status === 404) return 'http.not_found';
  if (status === 413) return 'media.too_large';
  if (status === 415) return 'media.unsupported_type';
  if (status === 429) return 'http.rate_limited';
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'http.unavailable';
  return status >= 500 ? 'http.internal' : 'http.bad_request';
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function toApiRequestError(xhr: XMLHttpRequest, body: unknown): ApiRequestError {
  const parsed = readApiError(body);
  const retryAfter = Number(xhr.getResponseHeader('Retry-After'));
  return new ApiRequestError({
    status: xhr.status,
    code: parsed?.code ?? codeFromStatus(xhr.status),
    issues: parsed?.issues,
    retryAfterSeconds: parsed?.retryAfterSeconds ?? (retryAfter > 0 ? retryAfter : undefined),
  });
}

/**
 * POST /api/media with one file. XMLHttpRequest rather than fetch: only it reports upload
 * progress. Errors are the same ApiRequestError as every other call; cancelling rejects with an
 * AbortError.
 */
export function uploadMedia(file: File, { onProgress, signal, scope }: UploadOptions = {}): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(MEDIA_API.upload.method, mediaUploadAddress(scope));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiRequestError(xhr, body));
        return;
      }
      // Written through the route's contract by the server, like every answer (api-client.ts).
      if (typeof body === 'object' && body !== null) resolve(body as UploadedMedia);
      else reject(new ApiRequestError({ status: xhr.status, code: 'http.internal' }));
    };
    xhr.onerror = () => reject(new ApiRequestError({ status: 0, code: 'http.unavailable' }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append(MEDIA_UPLOAD_FIELD, file);
    xhr.send(form);
  });
}

/** The upload as a mutation, with its progress (0 to 1) and a way to cancel it. */
export function useUploadMedia(scope: MediaScope = 'public') {
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      return uploadMedia(file, { onProgress: setProgress, signal: controller.current.signal, scope });
    },
    onSettled: () => {
      controller.current = null;
    },
  });
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, progress, cancel };
}
