import type { Readable } from 'node:stream';

/** SPEC §7 storage buckets: `media` for post uploads, `profiles` for avatars (not wired yet). */
export type MediaBucket = 'media' | 'profiles';

/** A byte range as asked by a Range header: `start-end`, `start-` or the last `suffix` bytes. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** Inclusive byte positions, as in Content-Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredMedia {
  body: Readable | Buffer;
  contentType: string;
  /** Size of the whole object, whatever part of it `body` holds. */
  size: number;
  /** The part of the object in `body`; null when it is the whole object. */
  range: ByteRange | null;
}

/** One SPEC bucket of stored files, on disk or in an S3-compatible bucket. */
export interface MediaStorage {
  /** Throws MediaKeyTakenError when `overwrite` is false and the key already exists. */
  put(key: string, body: Buffer, contentType: string, options: { overwrite: boolean }): Promise<void>;
  /** Null when nothing is stored at `key`. A range the object cannot satisfy is ignored. */
  get(key: string, range?: RangeRequest): Promise<StoredMedia | null>;
  /** Removes the object; nothing stored at `key` is not an error (SPEC §7 avatars replace their old variants). */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (a folder such as `{userId}/` or `private/{userId}/`), for an erasure. */
  list(prefix: string): Promise<string[]>;
  /** The address browsers use to fetch the object (for a private key, always this server's route). */
  publicUrl(key: string): string;
  /**
   * True when publicUrl points at the bucket itself (a public S3 URL or CDN), not at this server.
   * Never for private keys: they are always streamed by the app, after its access check.
   */
  readonly servedExternally: boolean;
}

/** The content type of each extension we store (SPEC §5 media extensions, plus webp thumbnails). */
export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
};

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return MEDIA_CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Private uploads (media attached to a private or direct message) live in their own key space,
 * `private/{userId}/{random}.{ext}`. The adapters keep it outside the bucket's public folder (on disk
 * `media/private/`, in S3 the top-level `private/` prefix, never under a public bucket URL), so
 * that nothing but the access-checked route of routes/media.ts ever serves it.
 */
export const PRIVATE_KEY_PREFIX = 'private/';

export function isPrivateMediaKey(key: string): boolean {
  return key.startsWith(PRIVATE_KEY_PREFIX);
}

/** Where an object lives below the store's root: `private/…` for private keys, `{bucket}/{key}` for the others. */
export function storedPathOf(bucket: MediaBucket, key: string): string {
  return isPrivateMediaKey(key) ? key : `${bucket}/${key}`;
}

export class MediaKeyTakenError extends Error {
  constructor(readonly key: string) {
    super(`A media object already exists at ${key}`);
    this.name = 'MediaKeyTakenError';
  }
}

export class InvalidMediaKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid media key: ${JSON.stringify(key)}`);
    this.name = 'InvalidMediaKeyError';
  }
}

// Keys are ours (`{userId}/{random}.{ext}`), but GET /media/* passes request paths here: only
// plain segments, so no `..`, absolute path, backslash or hidden file can reach the disk or bucket.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function isValidMediaKey(key: string): boolean {
  const segments = key.split('/');
  return key.length <= 512 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new InvalidMediaKeyError(key);
}

/** Resolves a Range request against an object's size; null when it cannot be satisfied. */
export function resolveRange(range: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (range.start >= size || range.start > end) return null;
  return { start: range.start, end };
}

/** The single range of a Range header; undefined for absent, malformed or multi-range headers. */
export function parseRangeHeader(header: string | undefined): RangeRequest | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, start, end] = match;
  if (!start && !end) return undefined;
  if (!start) return { suffix: Number(end) };
  return end ? { start: Number(start), end: Number(end) } : { start: Number(start) };
}
