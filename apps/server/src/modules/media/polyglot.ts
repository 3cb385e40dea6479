import { AppError } from '../../lib/app-error';
import type { ImageFormat } from './image-processing';

/**
 * A polyglot is one file that two programs read as two formats: a GIF that Java opens as a JAR
 * (GIFAR), a JPEG that a browser renders as HTML, a video that is also a PDF. Sniffing names only
 * the first format, so this looks where the other readers look:
 * - at the start: browsers guess a type from the first 1445 bytes (WHATWG MIME Sniffing's "resource
 *   header"), PDF readers take `%PDF` within the first kilobyte. For an image, a second file starts
 *   right after the image's end marker, where GIFAR and JPEG+HTML put it.
 * - at the end: ZIP and JAR readers find their directory in the last bytes.
 * Images are re-encoded anyway (their trailer never reaches the store) but are refused all the same,
 * since nobody sends such a file by accident. Videos are kept as sent (SPEC §7), so for them this
 * is the check that matters. Plain data after an image (phones append a gain map, a motion-photo
 * clip or maker notes) is no polyglot and stays accepted.
 */
const SNIFF_WINDOW = 1445;

// Tags that make a browser run or render markup, matched case-insensitively like HTML itself. Not
// `<?xml` or `<x:xmpmeta`: XMP metadata, common in real photos and videos, is XML.
const MARKUP_TAGS = ['<!doctype html', '<html', '<head', '<body', '<script', '<iframe', '<object', '<embed', '<svg', '<?php'];
const BINARY_SIGNATURES = [Buffer.from('%PDF-', 'latin1'), Buffer.from('PK\x03\x04', 'latin1')];
const ZIP_END_OF_DIRECTORY = Buffer.from('PK\x05\x06', 'latin1');
const ZIP_END_OF_DIRECTORY_SIZE = 22;
const ZIP_MAX_COMMENT = 0xffff;

function carriesSecondFormat(window: Buffer): boolean {
  if (BINARY_SIGNATURES.some((signature) => window.includes(signature))) return true;
  const text = window.toString('latin1').toLowerCase();
  return MARKUP_TAGS.some((tag) => text.includes(tag));
}

/** An end-of-central-directory record whose comment runs exactly to the last byte, as a ZIP's does. */
function endsWithZipDirectory(bytes: Buffer): boolean {
  const tailStart = Math.max(0, bytes.length - ZIP_END_OF_DIRECTORY_SIZE - ZIP_MAX_COMMENT);
  const tail = bytes.subarray(tailStart);
  for (let at = tail.lastIndexOf(ZIP_END_OF_DIRECTORY); at >= 0; at = at > 0 ? tail.lastIndexOf(ZIP_END_OF_DIRECTORY, at - 1) : -1) {
    if (at + ZIP_END_OF_DIRECTORY_SIZE <= tail.length && at + ZIP_END_OF_DIRECTORY_SIZE + tail.readUInt16LE(at + 20) === tail.length) return true;
  }
  return false;
}

const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** Just past EOI (FFD9), walking the segments so that an embedded EXIF thumbnail's EOI is skipped. */
function jpegEnd(bytes: Buffer): number | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) return at + 2;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isRestartMarker(marker) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xda) continue;
    // After a scan header, entropy-coded data runs to the next marker that is not FF00 (a stuffed
    // byte), a restart marker or a fill byte.
    for (;;) {
      at = bytes.indexOf(0xff, at);
      if (at < 0 || at + 1 >= bytes.length) return null;
      const next = bytes[at + 1]!;
      if (next !== 0x00 && next !== 0xff && !isRestartMarker(next)) break;
      at += next === 0xff ? 1 : 2;
    }
  }
  return null;
}

/** Just past the IEND chunk's CRC. */
function pngEnd(bytes: Buffer): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at <= bytes.length ? at : null;
  }
  return null;
}

/** Just past the 0x3B trailer, walking extensions and image blocks (whose data may hold 0x3B). */
function gifEnd(bytes: Buffer): number | null {
  const colorTableSize = (flags: number) => (flags & 0x80 ? 3 * (2 << (flags & 0x07)) : 0);
  let at = 13 + colorTableSize(bytes[10] ?? 0);
  const skipSubBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1;
    at += 1;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return null;
      at += 10 + colorTableSize(bytes[at + 9]!) + 1; // descriptor, local colours, LZW code size
      skipSubBlocks();
    } else {
      return null;
    }
  }
  return null;
}

/** Where the RIFF container says it ends. */
function webpEnd(bytes: Buffer): number | null {
  if (bytes.length < 12) return null;
  const end = 8 + bytes.readUInt32LE(4);
  return end <= bytes.length ? end : null;
}

const IMAGE_ENDS: Record<ImageFormat, (bytes: Buffer) => number | null> = {
  jpeg: jpegEnd,
  png: pngEnd,
  gif: gifEnd,
  webp: webpEnd,
};

/**
 * Refuses, as 415 `media.polyglot`, a file already sniffed as `format` that also carries a web page,
 * script, SVG, PDF or ZIP where a reader of that format would find it. An image whose end cannot be
 * found is left to the decoder, which refuses what it cannot read.
 */
export function refusePolyglot(bytes: Buffer, format: ImageFormat | 'video'): void {
  const secondFileStart = format === 'video' ? 0 : IMAGE_ENDS[format](bytes);
  const secondFile = secondFileStart === null ? null : bytes.subarray(secondFileStart, secondFileStart + SNIFF_WINDOW);
  if ((secondFile && carriesSecondFormat(secondFile)) || endsWithZipDirectory(bytes)) {
    throw new AppError(415, 'media.polyglot');
  }
}
