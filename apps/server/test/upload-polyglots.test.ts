import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_API, uploadedMediaSchema, type UploadedMedia } from '@la-meute/shared';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';
import { multipartBody } from './helpers/uploads';

// Files that are an image or a video for our sniffer and something else (a page, a
// script, a JAR, a PDF) for another reader. Each is refused, or stored only as a re-encoded image
// that no longer holds the payload.

const SCRIPT = '<script>window.__xss=(window.__xss||0)+1</script>';
const PAGE = `<!doctype html><html><body><img src=x onerror="window.__xss=1">${SCRIPT}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1">${SCRIPT}</svg>`;
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u16 = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u32 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24]);

/** A JAR: a ZIP holding one stored class file, as the GIFAR attack appended to a GIF. */
function jar(): Buffer {
  const name = ascii('Exploit.class');
  const data = Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 0x34]);
  const crc = u32(zlib.crc32(data));
  const common = Buffer.concat([u16(20), u16(0), u16(0), u16(0), u16(0), crc, u32(data.length), u32(data.length), u16(name.length), u16(0)]);
  const local = Buffer.concat([ascii('PK\x03\x04'), common, name, data]);
  const central = Buffer.concat([ascii('PK\x01\x02'), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(0), name]);
  const end = Buffer.concat([ascii('PK\x05\x06'), u16(0), u16(0), u16(1), u16(1), u32(central.length), u32(local.length), u16(0)]);
  return Buffer.concat([local, central, end]);
}

const picture = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#4a7' } });
const JPEG = () => picture().jpeg().toBuffer();
const PNG = () => picture().png().toBuffer();
const GIF = () => picture().gif().toBuffer();
const WEBP = () => picture().webp().toBuffer();

const pad = (head: Buffer, size = 2048) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), ascii('ftypisom'), Buffer.from([0, 0, 2, 0]), ascii('isomiso2')]);
const WEBM_HEAD = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]), ascii('webm')]);
/** An MP4 `free` box: skipped by players, so whatever it holds does not stop the file playing. */
const freeBox = (content: string) => Buffer.concat([Buffer.from([0, 0, 0, 8 + content.length]), ascii('free'), ascii(content)]);
/** A WebM Void element (0xEC), which players skip the same way. */
const voidElement = (content: string) => Buffer.concat([Buffer.from([0xec, 0x40 | (content.length >> 8), content.length & 0xff]), ascii(content)]);

/** A JPEG with a COM segment right after SOI. */
const withJpegComment = (jpeg: Buffer, comment: string) =>
  Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), Buffer.from([(comment.length + 2) >> 8, (comment.length + 2) & 0xff]), ascii(comment), jpeg.subarray(2)]);

/** A PNG with a tEXt chunk right after IHDR (8-byte signature, 25-byte IHDR chunk). */
function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const typeAndData = Buffer.concat([ascii('tEXt'), ascii(keyword), Buffer.from([0]), ascii(text)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(typeAndData.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([png.subarray(0, 33), length, typeAndData, crc, png.subarray(33)]);
}

/** A GIF with a comment extension just before its 0x3B trailer. */
const withGifComment = (gif: Buffer, comment: string) =>
  Buffer.concat([gif.subarray(0, -1), Buffer.from([0x21, 0xfe, comment.length]), ascii(comment), Buffer.from([0, 0x3b])]);

describeEachDatabase('upload polyglots', (kind) => {
  let t: TestApp;
  let members: { cookie: string }[];
  let uploads = 0;
  const mediaFolder = () => path.join(t.dataDir, 'media', 'media');
  const storedCount = () => (fs.existsSync(mediaFolder()) ? fs.readdirSync(mediaFolder(), { recursive: true }).length : 0);

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Uploads are rate-limited per member (30 per 10 minutes): this suite sends more than that.
    members = await createSignedInMembers(t.app, 3, 'polyglotte');
  });
  afterAll(async () => t.close());

  async function upload(bytes: Buffer, filename: string, url: string = MEDIA_API.upload.path()) {
    const body = await multipartBody(bytes, filename);
    const member = members[uploads++ % members.length]!;
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { 'content-type': body.contentType, cookie: member.cookie } });
  }

  async function expectRefused(bytes: Buffer, filename: string, code: string, url?: string) {
    const before = storedCount();
    const response = await upload(bytes, filename, url);
    expect([response.statusCode, response.json()], response.body).toEqual([415, { code }]);
    expect(storedCount()).toBe(before);
  }

  /** Uploads, then fetches the stored copy as a browser would, checking the payload did not survive. */
  async function expectStoredClean(bytes: Buffer, filename: string, contentType: string, payloads: string[]) {
    const response = await upload(bytes, filename);
    expect(response.statusCode, response.body).toBe(201);
    const media: UploadedMedia = uploadedMediaSchema.parse(response.json());
    for (const url of [media.url, media.thumbnailUrl!]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(url === media.url ? contentType : 'image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const text = served.rawPayload.toString('latin1').toLowerCase();
      for (const payload of payloads) expect(text).not.toContain(payload.toLowerCase());
    }
    return media;
  }

  describe('refuses as media.polyglot an image with a second file after its end', () => {
    it.each([
      ['a GIF with a JAR appended (GIFAR)', async () => Buffer.concat([await GIF(), jar()]), 'avatar.gif'],
      ['a JPEG with a JAR appended', async () => Buffer.concat([await JPEG(), jar()]), 'photo.jpg'],
      ['a PNG with a ZIP appended', async () => Buffer.concat([await PNG(), jar()]), 'photo.png'],
      ['a JPEG with a ZIP after some padding', async () => Buffer.concat([await JPEG(), Buffer.alloc(100), jar()]), 'photo.jpeg'],
      ['a JPEG with an HTML page after FFD9', async () => Buffer.concat([await JPEG(), ascii(PAGE)]), 'photo.jpg'],
      ['a PNG with a script after IEND', async () => Buffer.concat([await PNG(), ascii(`\n${SCRIPT}`)]), 'photo.png'],
      ['a GIF with an SVG after its 0x3B trailer', async () => Buffer.concat([await GIF(), ascii(SVG)]), 'loop.gif'],
      ['a WebP with an HTML page after its RIFF chunk', async () => Buffer.concat([await WEBP(), ascii(PAGE)]), 'photo.webp'],
      ['a JPEG with a PDF (and its JavaScript) appended', async () => Buffer.concat([await JPEG(), ascii(PDF)]), 'photo.jpg'],
    ])('%s', async (_name, bytes, filename) => {
      await expectRefused(await bytes(), filename, 'media.polyglot');
    });

    it('also as a profile photo', async () => {
      const gifar = Buffer.concat([await GIF(), jar()]);
      const response = await upload(gifar, 'portrait.gif', MEDIA_API.uploadAvatar.path());
      expect([response.statusCode, response.json()]).toEqual([415, { code: 'media.polyglot' }]);
    });
  });

  describe('refuses as media.polyglot a video kept as sent that is also a page, a PDF or a ZIP', () => {
    it.each([
      ['an MP4 whose first box holds an HTML page', pad(Buffer.concat([MP4_HEAD, freeBox(PAGE)])), 'clip.mp4'],
      ['an MP4 whose first box holds an SVG', pad(Buffer.concat([MP4_HEAD, freeBox(SVG)])), 'clip.mp4'],
      ['an MP4 whose first box holds a PDF', pad(Buffer.concat([MP4_HEAD, freeBox(PDF)])), 'clip.mp4'],
      ['a WebM whose first element holds a script', pad(Buffer.concat([WEBM_HEAD, voidElement(SCRIPT.toUpperCase())])), 'clip.webm'],
      ['an MP4 with a JAR appended', Buffer.concat([pad(MP4_HEAD), jar()]), 'clip.mp4'],
      ['a WebM with a ZIP appended', Buffer.concat([pad(WEBM_HEAD), jar()]), 'clip.webm'],
    ])('%s', async (_name, bytes, filename) => {
      await expectRefused(bytes, filename, 'media.polyglot');
    });
  });

  describe('refuses as media.unsupported_type what only pretends to be a medium', () => {
    it.each([
      ['an HTML page starting with the GIF signature', ascii(`GIF89a${PAGE}`), 'loop.gif'],
      ['an SVG starting with the PNG signature', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ascii(SVG)]), 'logo.png'],
      ['an HTML page starting with the JPEG signature', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), ascii(PAGE)]), 'photo.jpg'],
      ['a PDF with JavaScript named .mp4', ascii(PDF), 'clip.mp4'],
      ['an HTML page named .mp4', ascii(PAGE), 'clip.mp4'],
      ['an HTML page named x.html.jpg', ascii(PAGE), 'x.html.jpg'],
    ])('%s', async (_name, bytes, filename) => {
      await expectRefused(bytes, filename, 'media.unsupported_type');
    });

    it('a real JPEG named x.jpg.html', async () => {
      await expectRefused(await JPEG(), 'x.jpg.html', 'media.unsupported_type');
    });
  });

  describe('stores a valid image only as its re-encoded copy, without the payload', () => {
    it('a JPEG whose COM segment and EXIF description carry a script', async () => {
      const exif = await picture()
        .jpeg()
        .withExif({ IFD0: { ImageDescription: PAGE } })
        .toBuffer();
      const jpeg = withJpegComment(exif, PAGE);
      expect(jpeg.toString('latin1')).toContain(SCRIPT);
      expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
      await expectStoredClean(jpeg, 'photo.jpg', 'image/jpeg', [SCRIPT, '<html', 'onerror']);
    });

    it('a PNG whose tEXt chunk carries an SVG', async () => {
      await expectStoredClean(withPngText(await PNG(), 'Comment', SVG), 'photo.png', 'image/png', ['<svg', SCRIPT, 'onload']);
    });

    it('a GIF whose comment extension carries a script', async () => {
      await expectStoredClean(withGifComment(await GIF(), SCRIPT), 'loop.gif', 'image/gif', [SCRIPT]);
    });

    it('a real JPEG named x.html.jpg, kept under a name the server chose', async () => {
      const media = await expectStoredClean(await JPEG(), 'x.html.jpg', 'image/jpeg', []);
      expect(media.url).toMatch(/^\/media\/[^/]+\/[0-9a-f]{32}\.jpg$/);
    });
  });

  describe('still accepts real media with data that is no second format', () => {
    it('a phone photo with a motion clip and XMP after its end', async () => {
      const motionClip = pad(Buffer.concat([MP4_HEAD, freeBox('<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')]), 8192);
      const media = await expectStoredClean(Buffer.concat([await JPEG(), motionClip]), 'PXL_20240601.MP.jpg', 'image/jpeg', ['ftypisom']);
      expect(media.kind).toBe('image');
    });

    it('a video whose head holds XMP metadata', async () => {
      const video = pad(Buffer.concat([MP4_HEAD, freeBox('<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')]));
      const response = await upload(video, 'balade.mp4');
      expect(response.statusCode, response.body).toBe(201);
    });
  });
});
