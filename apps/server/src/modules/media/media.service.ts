import { IMAGE_EXTENSIONS, MEDIA_LIMITS, type UploadedMedia } from '@la-meute/shared';
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
    /**
     * SPEC §7 bucket `profiles`, path `{userId}/avatar.{ext}`, overwrite: an image kept at one fixed
     * `baseKey` (`profiles/{userId}/avatar`), sniffed and re-encoded like any upload. The copies left
     * under the other image extensions are removed, so one avatar per member stays on disk.
     */
    async replaceImage(baseKey: string, { filename, bytes }: UploadedFile): Promise<UploadedMedia> {
      const media = await detectMedia(bytes, filename);
      if (media.kind !== 'image') throw new AppError(415, 'media.unsupported_type');
      if (bytes.length > limits.imageBytes) throw new AppError(413, 'media.too_large');
      const format = IMAGE_FORMATS[media.extension as keyof typeof IMAGE_FORMATS];
      const image = await processImage(bytes, format, { maxSide: limits.imageMaxSide, thumbnailSide: limits.thumbnailSide });
      const mainKey = `${baseKey}.${media.extension}`;
      const thumbnailKey = `${baseKey}.thumb.webp`;
      await storage.put(thumbnailKey, image.thumbnail, 'image/webp', { overwrite: true });
      await storage.put(mainKey, image.body, media.contentType, { overwrite: true });
      await Promise.all(IMAGE_EXTENSIONS.filter((extension) => extension !== media.extension).map((extension) => storage.delete(`${baseKey}.${extension}`)));
      // The key never changes and is cached 3600 s (SPEC §9): a version makes browsers fetch the new one.
      const version = `?v=${now()}`;
      return {
        url: `${storage.publicUrl(mainKey)}${version}`,
        kind: 'image',
        thumbnailUrl: `${storage.publicUrl(thumbnailKey)}${version}`,
        width: image.width,
        height: image.height,
        bytes: image.body.length,
      };
    },

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
