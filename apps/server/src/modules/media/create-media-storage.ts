import { MEDIA_PUBLIC_PREFIX } from '@la-meute/shared';
import { createLocalStorage } from './local-storage';
import type { S3Options } from '../../config';
import { createS3Storage } from './s3-storage';
import type { MediaBucket, MediaStorage } from './storage';

export interface MediaStorageOptions {
  dataDir: string;
  bucket: MediaBucket;
  /** An S3-compatible bucket when configured; otherwise files live under the data directory. */
  s3?: S3Options | null | undefined;
  /** Where this server serves the bucket (GET /media/* for `media`). */
  publicBaseUrl?: string;
}

export function createMediaStorage({ dataDir, bucket, s3, publicBaseUrl = MEDIA_PUBLIC_PREFIX }: MediaStorageOptions): MediaStorage {
  return s3 ? createS3Storage({ s3, bucket, publicBaseUrl }) : createLocalStorage({ dataDir, bucket, publicBaseUrl });
}
