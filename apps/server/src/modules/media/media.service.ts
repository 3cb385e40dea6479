import crypto from 'node:crypto';
import { IMAGE_EXTENSIONS, MEDIA_LIMITS, type MediaScope, type Role, type UploadedMedia } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { processImage, type ImageFormat } from './image-processing';
import { detectMedia } from './media-type';
import type { MediaRepository } from './media.repository';
import { parsePrivateMediaKey } from './private-media';
import { MediaKeyTakenError, PRIVATE_KEY_PREFIX, type MediaStorage, type RangeRequest, type StoredMedia } from './storage';

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
  /** What follows `{userId}/{name}` in the key. */
  suffix: string;
  body: Buffer;
  contentType: string;
}

const IMAGE_FORMATS: Record<(typeof IMAGE_EXTENSIONS)[number], ImageFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

// A taken name (never seen with 128 random bits, but never overwritten either) takes another; more
// than this many in a row means something is wrong with the storage or the randomness, not bad luck.
const MAX_KEY_ATTEMPTS = 5;

/** 128 random bits: an upload's address cannot be guessed from its author or its time. */
export function randomMediaName(): string {
  return crypto.randomBytes(16).toString('hex');
}

export function createMediaService({
  storage,
  limits = MEDIA_LIMITS,
  now = Date.now,
  randomName = randomMediaName,
  repository,
}: {
  storage: MediaStorage;
  limits?: MediaLimits;
  now?: () => number;
  randomName?: () => string;
  /** Who may see a private upload; without it (tests' extra stores) only its uploader. */
  repository?: Pick<MediaRepository, 'canViewPrivate'>;
}) {
  /**
   * SPEC §7 keys `{userId}/{name}.{ext}`, never overwritten, with a random name rather than the
   * timestamp: a guessable address would hand anyone a member's pictures. Private uploads take the
   * `private/` key space. Every file of one upload shares the name, and a taken key moves the whole
   * upload to another name. The thumbnail goes first: every image has one, so it is the key two
   * images would collide on.
   */
  async function storeUnderFreshName(folder: string, files: StoredFile[]): Promise<string> {
    for (let attempt = 0; attempt < MAX_KEY_ATTEMPTS; attempt++) {
      const base = `${folder}/${randomName()}`;
      try {
        for (const file of files) {
          await storage.put(`${base}${file.suffix}`, file.body, file.contentType, { overwrite: false });
        }
        return base;
      } catch (error) {
        if (!(error instanceof MediaKeyTakenError)) throw error;
      }
    }
    throw new Error(`No free media key in ${folder} after ${MAX_KEY_ATTEMPTS} attempts`);
  }

  return {
    /**
     * A private upload for this viewer, or null: missing, malformed and not theirs to see are one
     * answer, so that the route tells nobody whether a private picture exists.
     */
    async openPrivate(viewer: { id: string; role: Role } | null, key: string, range?: RangeRequest): Promise<StoredMedia | null> {
      const media = parsePrivateMediaKey(key);
      if (!viewer || !media) return null;
      const allowed = viewer.id === media.ownerId || (repository ? await repository.canViewPrivate(viewer, media) : false);
      return allowed ? storage.get(key, range) : null;
    },

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

    async upload(userId: string, { filename, bytes }: UploadedFile, scope: MediaScope = 'public'): Promise<UploadedMedia> {
      const folder = scope === 'private' ? `${PRIVATE_KEY_PREFIX}${userId}` : userId;
      const media = await detectMedia(bytes, filename);
      const maxBytes = media.kind === 'image' ? limits.imageBytes : limits.videoBytes;
      if (bytes.length > maxBytes) throw new AppError(413, 'media.too_large');
      const mainSuffix = `.${media.extension}`;

      if (media.kind === 'video') {
        // SPEC §7: videos are kept as sent; the sniff above is their only check.
        const base = await storeUnderFreshName(folder, [{ suffix: mainSuffix, body: bytes, contentType: media.contentType }]);
        return {
          url: storage.publicUrl(`${base}${mainSuffix}`),
          kind: 'video',
          thumbnailUrl: null,
          width: null,
          height: null,
          bytes: bytes.length,
        };
      }

      const format = IMAGE_FORMATS[media.extension as keyof typeof IMAGE_FORMATS];
      const image = await processImage(bytes, format, { maxSide: limits.imageMaxSide, thumbnailSide: limits.thumbnailSide });
      const base = await storeUnderFreshName(folder, [
        { suffix: '.thumb.webp', body: image.thumbnail, contentType: 'image/webp' },
        { suffix: mainSuffix, body: image.body, contentType: media.contentType },
      ]);
      return {
        url: storage.publicUrl(`${base}${mainSuffix}`),
        kind: 'image',
        thumbnailUrl: storage.publicUrl(`${base}.thumb.webp`),
        width: image.width,
        height: image.height,
        bytes: image.body.length,
      };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
