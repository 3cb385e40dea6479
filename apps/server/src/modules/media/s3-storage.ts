import type { Readable } from 'node:stream';
import { MEDIA_CACHE_SECONDS } from '@la-meute/shared';
import type { S3Options } from '../../config';
import { lazyModule } from '../../lib/lazy-module';
import {
  assertValidMediaKey,
  isPrivateMediaKey,
  MediaKeyTakenError,
  storedPathOf,
  type ByteRange,
  type MediaBucket,
  type MediaStorage,
  type RangeRequest,
} from './storage';

export interface S3StorageOptions {
  s3: S3Options;
  bucket: MediaBucket;
  /** Where this server streams the bucket when there is no public S3 URL, e.g. `/media`. */
  publicBaseUrl: string;
}

// The SDK loads with the first request, not at start-up: most instances never use S3.
const loadS3 = lazyModule(() => import('@aws-sdk/client-s3'));

async function statusOf(error: unknown): Promise<number | undefined> {
  const { S3ServiceException } = await loadS3();
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function rangeHeader(range: RangeRequest): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

function parseContentRange(header: string | undefined): (ByteRange & { size: number }) | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header) : null;
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/** An S3-compatible bucket (AWS, MinIO, Garage, Scaleway, OVH…). */
export function createS3Storage({ s3, bucket, publicBaseUrl }: S3StorageOptions): MediaStorage {
  const client = lazyModule(async () => {
    const { S3Client } = await loadS3();
    return new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // The SDK's default CRC checksums (and aws-chunked bodies) are refused by several S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  const publicRoot = s3.publicUrl?.replace(/\/+$/, '');
  // Private keys sit at the top-level `private/` prefix: a bucket policy or CDN that makes the
  // `media/` and `profiles/` prefixes public never exposes them.
  const objectKey = (key: string) => {
    assertValidMediaKey(key);
    return storedPathOf(bucket, key);
  };

  async function getObject(key: string, range: RangeRequest | undefined) {
    try {
      const { GetObjectCommand } = await loadS3();
      return await (await client()).send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(key), Range: range ? rangeHeader(range) : undefined }),
      );
    } catch (error) {
      const status = await statusOf(error);
      if (status === 404) return null;
      // Like the local adapter, an unsatisfiable range is ignored: the whole object is sent.
      if (status === 416 && range) return getObject(key, undefined);
      throw error;
    }
  }

  return {
    servedExternally: Boolean(publicRoot),

    async put(key, body, contentType, { overwrite }) {
      const { PutObjectCommand } = await loadS3();
      try {
        await (await client()).send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: objectKey(key),
            Body: body,
            ContentType: contentType,
            CacheControl: `${isPrivateMediaKey(key) ? 'private' : 'public'}, max-age=${MEDIA_CACHE_SECONDS}`,
            // Conditional write: the store refuses the put if the key exists (SPEC §7 no overwrite).
            IfNoneMatch: overwrite ? undefined : '*',
          }),
        );
      } catch (error) {
        // 412: the key exists; 409: a concurrent conditional write to it is in flight.
        const status = await statusOf(error);
        if (!overwrite && (status === 412 || status === 409)) throw new MediaKeyTakenError(key);
        throw error;
      }
    },

    async get(key, range) {
      const object = await getObject(key, range);
      if (!object?.Body) return null;
      const partial = object.ContentRange ? parseContentRange(object.ContentRange) : null;
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: partial?.size ?? object.ContentLength ?? 0,
        range: partial ? { start: partial.start, end: partial.end } : null,
      };
    },

    async delete(key) {
      // S3 answers 204 whether or not the key existed, as the interface asks.
      const { DeleteObjectCommand } = await loadS3();
      await (await client()).send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(key) }));
    },

    async list(prefix) {
      const { ListObjectsV2Command } = await loadS3();
      const root = objectKey(`${prefix}x`).slice(0, -1);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await (await client()).send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: root, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(`${prefix}${object.Key.slice(root.length)}`);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },

    publicUrl(key) {
      const object = objectKey(key);
      return publicRoot && !isPrivateMediaKey(key) ? `${publicRoot}/${object}` : `${publicBaseUrl}/${key}`;
    },
  };
}
