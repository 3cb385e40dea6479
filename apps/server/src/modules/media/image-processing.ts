import type { Sharp } from 'sharp';
import { AppError } from '../../lib/app-error';
import { lazyModule } from '../../lib/lazy-module';

/** sharp (libvips) loads on the first image, not at start-up. */
export const loadSharp = lazyModule(async () => (await import('sharp')).default);

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/**
 * Decompression-bomb guard: a few MB of PNG can claim gigapixels. 50 MP (all frames of an animation
 * together) is more than any photo that fits in MEDIA_LIMITS.imageBytes.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

export interface ImageSizes {
  maxSide: number;
  thumbnailSide: number;
}

export interface ProcessedImage {
  body: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 80, mozjpeg: true });
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: 80 });
    case 'gif':
      return image.gif();
  }
}

function resized(sharp: Awaited<ReturnType<typeof loadSharp>>, input: Buffer, side: number, animated: boolean): Sharp {
  return (
    sharp(input, { animated, limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      // EXIF orientation is applied to the pixels, since the EXIF block itself is dropped below.
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
  );
}

/**
 * Re-encodes an upload in its own format family, which also strips EXIF (GPS, camera), XMP and IPTC:
 * sharp writes no input metadata unless keepMetadata/withMetadata is called, and we never call them.
 * GIF and WebP keep their animation (GIF stays GIF so the key's extension keeps telling the truth).
 * The thumbnail is a still WebP of the first frame.
 */
export async function processImage(input: Buffer, format: ImageFormat, sizes: ImageSizes): Promise<ProcessedImage> {
  const animated = format === 'gif' || format === 'webp';
  const sharp = await loadSharp();
  try {
    const [main, thumbnail] = await Promise.all([
      encode(resized(sharp, input, sizes.maxSide, animated), format).toBuffer({ resolveWithObject: true }),
      resized(sharp, input, sizes.thumbnailSide, false).webp({ quality: 75 }).toBuffer(),
    ]);
    return { body: main.data, width: main.info.width, height: main.info.pageHeight ?? main.info.height, thumbnail };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError(413, 'media.too_large');
    // Magic bytes right but the rest undecodable (truncated, corrupt, crafted): not an image we take.
    throw new AppError(415, 'media.unsupported_type');
  }
}
