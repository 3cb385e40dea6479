import { MEDIA_LIMITS, type IMAGE_EXTENSIONS, type UploadedMedia } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { processImage, type ImageFormat } from './image-processing';
import { detectMedia } from './media-type';
import { MediaKeyTakenError, type MediaStorage } from './storage';

export interface MediaLimits {
  imageBytes: number;
  videoBytes: number;
  imageMaxSide: number;
  thumbnailSide: number;
}

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

interface StoredFile {
  /** What follows `{userId}/{timestamp}` in the key. */
  suffix: string;
  body: Buffer;
  contentType: string;
}

const IMAGE_FORMATS: Record<(typeof IMAGE_EXTENSIONS)[number], ImageFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

// Uploads of one user landing in the same millisecond take the next free one; more than this many
// collisions in a row means something is wrong with the storage, not bad luck.
const MAX_KEY_ATTEMPTS = 50;

export function createMediaService({
  storage,
  limits = MEDIA_LIMITS,
  now = Date.now,
}: {
  storage: MediaStorage;
  limits?: MediaLimits;
  now?: () => number;
}) {
  /**
   * SPEC §7: keys are `{userId}/{timestamp}.{ext}`, never overwritten. Every file of one upload
   * shares the timestamp, and a taken key moves the whole upload to the next millisecond. The
   * thumbnail goes first: every image has one, so it is the key two images would collide on.
   */
  async function storeUnderFreshTimestamp(userId: string, files: StoredFile[]): Promise<number> {
    let timestamp = now();
    for (let attempt = 0; attempt < MAX_KEY_ATTEMPTS; attempt++, timestamp++) {
      try {
        for (const file of files) {
          await storage.put(`${userId}/${timestamp}${file.suffix}`, file.body, file.contentType, { overwrite: false });
        }
        return timestamp;
      } catch (error) {
        if (!(error instanceof MediaKeyTakenError)) throw error;
      }
    }
    throw new Error(`No free media key for ${userId} after ${MAX_KEY_ATTEMPTS} attempts`);
  }

  return {
    async upload(userId: string, { filename, bytes }: UploadedFile): Promise<UploadedMedia> {
      const media = await detectMedia(bytes, filename);
      const maxBytes = media.kind === 'image' ? limits.imageBytes : limits.videoBytes;
      if (bytes.length > maxBytes) throw new AppError(413, 'media.too_large');
      const mainSuffix = `.${media.extension}`;

      if (media.kind === 'video') {
        // SPEC §7: videos are kept as sent; the sniff above is their only check.
        const timestamp = await storeUnderFreshTimestamp(userId, [{ suffix: mainSuffix, body: bytes, contentType: media.contentType }]);
        return {
          url: storage.publicUrl(`${userId}/${timestamp}${mainSuffix}`),
          kind: 'video',
          thumbnailUrl: null,
          width: null,
          height: null,
          bytes: bytes.length,
        };
      }

      const format = IMAGE_FORMATS[media.extension as keyof typeof IMAGE_FORMATS];
      const image = await processImage(bytes, format, { maxSide: limits.imageMaxSide, thumbnailSide: limits.thumbnailSide });
      const timestamp = await storeUnderFreshTimestamp(userId, [
        { suffix: '.thumb.webp', body: image.thumbnail, contentType: 'image/webp' },
        { suffix: mainSuffix, body: image.body, contentType: media.contentType },
      ]);
      return {
        url: storage.publicUrl(`${userId}/${timestamp}${mainSuffix}`),
        kind: 'image',
        thumbnailUrl: storage.publicUrl(`${userId}/${timestamp}.thumb.webp`),
        width: image.width,
        height: image.height,
        bytes: image.body.length,
      };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
