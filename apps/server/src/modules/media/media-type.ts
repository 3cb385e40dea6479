import { IMAGE_EXTENSIONS, type VIDEO_EXTENSIONS } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { lazyModule } from '../../lib/lazy-module';
import type { ImageFormat } from './image-processing';
import { refusePolyglot } from './polyglot';
import { MEDIA_CONTENT_TYPES } from './storage';

type MediaExtension = (typeof IMAGE_EXTENSIONS)[number] | (typeof VIDEO_EXTENSIONS)[number];

/**
 * What the bytes must be (as file-type names them) for each accepted extension (SPEC §5). A still
 * APNG is a PNG; `.ogg` takes any Ogg container, since a browser plays its audio in a video element.
 */
const SNIFFED_TYPES: Record<MediaExtension, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
  webp: ['webp'],
  mp4: ['mp4', 'm4v'],
  webm: ['webm'],
  ogg: ['ogg', 'ogv', 'ogm', 'oga', 'opus', 'spx', 'ogx'],
};

// Loaded with the first upload, not at start-up.
const loadFileType = lazyModule(() => import('file-type'));

const ALL_SNIFFED = new Set(Object.values(SNIFFED_TYPES).flat());

/** The structure each sniffed image type is walked as, to find where the image ends. */
const IMAGE_STRUCTURES: Record<string, ImageFormat> = { jpg: 'jpeg', png: 'png', apng: 'png', gif: 'gif', webp: 'webp' };

export interface DetectedMedia {
  kind: 'image' | 'video';
  /** The file name's extension, lower-cased; the stored key keeps it. */
  extension: MediaExtension;
  contentType: string;
}

function isMediaExtension(value: string): value is MediaExtension {
  return value in SNIFFED_TYPES;
}

/**
 * Trusts the bytes, never the name or the declared content type: SVG, HTML, scripts and executables
 * are refused as `media.unsupported_type` even when named `.jpg`; a real medium under the wrong
 * extension (PNG bytes named `.mp4`) is `media.content_mismatch`, which renaming the file fixes.
 * A medium that also carries a page, script, PDF or ZIP is `media.polyglot` (see polyglot.ts).
 */
export async function detectMedia(bytes: Buffer, filename: string): Promise<DetectedMedia> {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (!isMediaExtension(extension)) throw new AppError(415, 'media.unsupported_type');
  // Text formats (SVG, HTML, JavaScript) have no magic number: file-type finds nothing.
  const sniffed = await (await loadFileType()).fileTypeFromBuffer(bytes);
  if (!sniffed || !ALL_SNIFFED.has(sniffed.ext)) throw new AppError(415, 'media.unsupported_type');
  if (!SNIFFED_TYPES[extension].includes(sniffed.ext)) throw new AppError(415, 'media.content_mismatch');
  const kind = (IMAGE_EXTENSIONS as readonly string[]).includes(extension) ? 'image' : 'video';
  refusePolyglot(bytes, kind === 'video' ? 'video' : IMAGE_STRUCTURES[sniffed.ext]!);
  return { kind, extension, contentType: MEDIA_CONTENT_TYPES[extension] ?? 'application/octet-stream' };
}
