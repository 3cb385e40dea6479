import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_LIMITS, uploadedMediaSchema, type UploadedMedia } from '@la-meute/shared';
import { createMediaStorage } from '../src/modules/media/create-media-storage';
import { createMediaService, type MediaLimits } from '../src/modules/media/media.service';
import { InvalidMediaKeyError, MediaKeyTakenError, type MediaStorage } from '../src/modules/media/storage';
import mediaRoutes from '../src/routes/media';
import { describeEachDatabase } from './helpers/databases';
import { startFakeS3 } from './helpers/fake-s3';
import { cookieHeader, createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';
import { multipartBody } from './helpers/uploads';

const PASSWORD = 'lune-rousse-42';
const S3_BUCKET = 'la-meute-test';

/** 400×200 pixels, left half red, right half blue, that cameras would mark "rotate 90° clockwise". */
async function rotatedPhotoWithGps(): Promise<Buffer> {
  const pixels = Buffer.alloc(400 * 200 * 3);
  for (let i = 0; i < 400 * 200; i++) pixels.set(i % 400 < 200 ? [255, 0, 0] : [0, 0, 255], i * 3);
  return sharp(pixels, { raw: { width: 400, height: 200, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } })
    .toBuffer();
}

const pad = (head: Buffer, size = 256) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
const WEBM_HEAD = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, ...Buffer.from('webm')]);
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);

describeEachDatabase('media API', (kind) => {
  let t: TestApp;
  let mediaDir: string;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let member: { cookie: string; id: string };
  let ipCounter = 0;
  const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const stored = (url: string) => path.join(mediaDir, 'media', 'media', url.replace(/^\/media\//, ''));
  const storedCount = () => fs.readdirSync(path.join(mediaDir, 'media', 'media'), { recursive: true }).length;

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-media-'));
    s3 = await startFakeS3();
    const s3Options = { endpoint: s3.endpoint, region: 'fr-par', bucket: S3_BUCKET, accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true };
    // The app mounts the media routes on DATA_DIR; the test adds a copy with tiny limits and two on
    // the fake S3 (SPEC §7 storage).
    t = await createTestApp(kind, { DATA_DIR: mediaDir }, (app) => {
      const onStore = (storage: MediaStorage, limits?: MediaLimits) => ({
        service: createMediaService({ storage, limits }),
        storage,
        videoBytes: limits?.videoBytes,
      });
      const disk = () => createMediaStorage({ dataDir: mediaDir, bucket: 'media' });
      app.register(mediaRoutes, { prefix: '/tiny', media: onStore(disk(), { ...MEDIA_LIMITS, imageBytes: 2_000, videoBytes: 5_000 }) });
      app.register(mediaRoutes, { prefix: '/rated', media: onStore(disk()), uploadRate: { points: 2, durationS: 60 } });
      app.register(mediaRoutes, { prefix: '/s3', media: onStore(createMediaStorage({ dataDir: mediaDir, bucket: 'media', s3: s3Options })) });
      const publicS3 = { ...s3Options, publicUrl: 'https://cdn.example.org/' };
      app.register(mediaRoutes, { prefix: '/cdn', media: onStore(createMediaStorage({ dataDir: mediaDir, bucket: 'media', s3: publicS3 })) });
    });
    member = await createMember('photographe@meute.test');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  async function createMember(email: string) {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: JSON_HEADERS, remoteAddress: nextIp() });
    const signUp = await post('/api/auth/sign-up', { email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(signUp.statusCode).toBe(201);
    const link = new URL(t.mail.lastTo(email)!.link!);
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(302);
    const signIn = await post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    return { cookie: cookieHeader(signIn.headers['set-cookie']), id: signIn.json().user.id as string };
  }

  async function upload(bytes: Buffer, filename: string, { cookie = member.cookie, prefix = '', field = 'file' } = {}) {
    const body = await multipartBody(bytes, filename, field);
    return t.app.inject({
      method: 'POST',
      url: `${prefix}/api/media`,
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextIp(),
    });
  }

  async function uploaded(bytes: Buffer, filename: string, options?: Parameters<typeof upload>[2]): Promise<UploadedMedia> {
    const response = await upload(bytes, filename, options);
    expect(response.statusCode, response.body).toBe(201);
    return uploadedMediaSchema.parse(response.json());
  }

  it('refuses an upload from a signed-out visitor', async () => {
    const response = await upload(await rotatedPhotoWithGps(), 'photo.jpg', { cookie: '' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'auth.required' });
  });

  it('asks for a file when the form has none', async () => {
    const response = await upload(Buffer.from('hello'), 'note.txt', { field: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'media.required' });
  });

  it('stores a phone photo upright, without its GPS position, and serves it with a one-hour cache', async () => {
    const photo = await rotatedPhotoWithGps();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('N');

    const media = await uploaded(photo, 'Vacances.JPG');
    expect(media).toMatchObject({ kind: 'image', width: 200, height: 400 });
    expect(media.url).toMatch(new RegExp(`^/media/${member.id}/[0-9a-f]{32}\\.jpg$`));
    expect(media.thumbnailUrl).toBe(media.url.replace(/\.jpg$/, '.thumb.webp'));

    const output = await sharp(stored(media.url)).metadata();
    expect(output).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect([output.exif, output.xmp, output.iptc, output.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    // Turned clockwise, the red left half is now on top.
    const { data } = await sharp(stored(media.url)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
    expect(at(100, 50)[0]).toBeGreaterThan(200);
    expect(at(100, 350)[2]).toBeGreaterThan(200);

    const served = await t.app.inject({ method: 'GET', url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'cache-control': 'public, max-age=3600',
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect(served.rawPayload.equals(fs.readFileSync(stored(media.url)))).toBe(true);
    expect(media.bytes).toBe(served.rawPayload.length);
  });

  it.each([
    ['an SVG named .jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'chat.jpg', 'media.unsupported_type'],
    ['an HTML page named .jpg', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'chat.jpg', 'media.unsupported_type'],
    ['a Windows program named .png', pad(Buffer.from('MZ\x90\x00')), 'setup.png', 'media.unsupported_type'],
    ['an SVG file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'media.unsupported_type'],
    ['a text file', Buffer.from('bonjour'), 'notes.txt', 'media.unsupported_type'],
    ['a JPEG cut after its first bytes', pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0])), 'broken.jpg', 'media.unsupported_type'],
    ['PNG bytes named .mp4', null, 'clip.mp4', 'media.content_mismatch'],
    ['a video named .gif', pad(WEBM_HEAD), 'loop.gif', 'media.content_mismatch'],
  ])('refuses %s with 415 and stores nothing', async (_name, bytes, filename, code) => {
    const before = storedCount();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    const response = await upload(bytes ?? png, filename);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code });
    expect(storedCount()).toBe(before);
  });

  it('keeps videos as sent, after checking their bytes', async () => {
    const video = pad(MP4_HEAD, 4096);
    const media = await uploaded(video, 'balade.mp4');
    expect(media).toMatchObject({ kind: 'video', thumbnailUrl: null, width: null, height: null, bytes: 4096 });
    expect(fs.readFileSync(stored(media.url)).equals(video)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: media.url });
    expect(served.headers['content-type']).toBe('video/mp4');
    // Byte ranges, without which Safari will not play a video.
    const part = await t.app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-11/4096');
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
  });

  describe('size limits', () => {
    it('are SPEC §9 numbers in production: 10 MB per image, 50 MB per video, 2048 px', () => {
      expect(MEDIA_LIMITS).toMatchObject({ imageBytes: 10 * 1024 * 1024, videoBytes: 50 * 1024 * 1024, imageMaxSide: 2048 });
    });

    it('refuses an image one byte over 10 MB', async () => {
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer();
      const response = await upload(pad(jpeg, MEDIA_LIMITS.imageBytes + 1), 'lourde.jpg');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'media.too_large' });
    });

    it('refuses an image over the image limit and a video over the upload limit', async () => {
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer();
      const image = await upload(pad(jpeg, 3_000), 'photo.jpg', { prefix: '/tiny' });
      expect([image.statusCode, image.json()]).toEqual([413, { code: 'media.too_large' }]);
      // Cut off by the multipart parser itself, before the whole file is in memory.
      const video = await upload(pad(WEBM_HEAD, 6_000), 'clip.webm', { prefix: '/tiny' });
      expect([video.statusCode, video.json()]).toEqual([413, { code: 'media.too_large' }]);
      expect((await upload(pad(WEBM_HEAD, 4_000), 'clip.webm', { prefix: '/tiny' })).statusCode).toBe(201);
    });
  });

  it('shrinks a large photo to 2048 px and makes a WebP thumbnail next to it', async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
    const large = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise } }).jpeg({ quality: 90 }).toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024); // over the app's JSON body limit
    const media = await uploaded(large, 'panorama.jpeg');
    expect(media).toMatchObject({ width: 2048, height: 1536 });
    expect(media.url).toMatch(/\.jpeg$/);
    expect(await sharp(stored(media.url)).metadata()).toMatchObject({ width: 2048, height: 1536 });
    expect(await sharp(stored(media.thumbnailUrl!)).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    const thumb = await t.app.inject({ method: 'GET', url: media.thumbnailUrl! });
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('keeps a GIF animated, in its own format', async () => {
    const frames = { width: 64, height: 192, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 }, pageHeight: 64 } as const;
    const gif = await sharp({ create: frames }).gif({ delay: [100, 100, 100] }).toBuffer();
    const media = await uploaded(gif, 'danse.gif');
    expect(media).toMatchObject({ width: 64, height: 64 });
    expect(await sharp(stored(media.url), { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 3 });
  });

  it('limits how many files a member uploads in a while, each member on their own', async () => {
    const options = { prefix: '/rated' };
    await uploaded(pad(WEBM_HEAD), 'un.webm', options);
    await uploaded(pad(WEBM_HEAD), 'deux.webm', options);
    const refused = await upload(pad(WEBM_HEAD), 'trois.webm', options);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('http.rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await createMember('autre-photographe@meute.test');
    await uploaded(pad(WEBM_HEAD), 'autre.webm', { ...options, cookie: other.cookie });
  });

  it('never overwrites: an upload whose random name is taken takes another', async () => {
    const storage = createMediaStorage({ dataDir: mediaDir, bucket: 'media' });
    const names = ['a'.repeat(32), 'a'.repeat(32), 'a'.repeat(32), 'b'.repeat(32)];
    const service = createMediaService({ storage, randomName: () => names.shift()! });
    const png = (background: string) => sharp({ create: { width: 4, height: 4, channels: 3, background } }).png().toBuffer();
    const first = await service.upload('same-name', { filename: 'a.png', bytes: await png('#f00') });
    const video = await service.upload('same-name', { filename: 'b.webm', bytes: pad(WEBM_HEAD) });
    const second = await service.upload('same-name', { filename: 'c.png', bytes: await png('#00f') });
    expect([first.url, video.url, second.url]).toEqual([
      `/media/same-name/${'a'.repeat(32)}.png`,
      `/media/same-name/${'a'.repeat(32)}.webm`,
      `/media/same-name/${'b'.repeat(32)}.png`,
    ]);
    const red = await sharp(stored(first.url)).raw().toBuffer();
    expect([...red.subarray(0, 3)]).toEqual([255, 0, 0]);

    const parallel = await Promise.all([1, 2, 3].map(() => uploaded(pad(WEBM_HEAD), 'x.webm')));
    expect(new Set(parallel.map((media) => media.url)).size).toBe(3);
  });

  describe('local storage', () => {
    const storage = () => createMediaStorage({ dataDir: mediaDir, bucket: 'media' });

    it.each(['../escape.jpg', 'user/../../escape.jpg', '/etc/passwd', 'user\\..\\x.jpg', '.hidden', 'a//b.jpg', ''])(
      'refuses the key %j',
      async (key) => {
        await expect(storage().put(key, Buffer.from('x'), 'image/jpeg', { overwrite: true })).rejects.toBeInstanceOf(InvalidMediaKeyError);
        await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
      },
    );

    it('answers 404 for paths outside the bucket or missing files', async () => {
      fs.writeFileSync(path.join(mediaDir, 'secret.txt'), 'top secret');
      // (`/media/%2e%2e/…` is resolved to `/secret.txt` by the URL parser before any route sees it.)
      for (const url of ['/media/..%2F..%2Fsecret.txt', '/media/x/%2e%2e%2f%2e%2e%2fsecret.txt', '/media/a/..%5c..%5csecret.txt', '/media/nobody/1.jpg']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect([response.statusCode, response.json()]).toEqual([404, { code: 'http.not_found' }]);
      }
    });

    it('overwrites only when asked', async () => {
      await storage().put('avatar-test/1.jpg', Buffer.from('one'), 'image/jpeg', { overwrite: false });
      await expect(storage().put('avatar-test/1.jpg', Buffer.from('two'), 'image/jpeg', { overwrite: false })).rejects.toBeInstanceOf(MediaKeyTakenError);
      await storage().put('avatar-test/1.jpg', Buffer.from('three'), 'image/jpeg', { overwrite: true });
      expect(fs.readFileSync(stored('/media/avatar-test/1.jpg'), 'utf8')).toBe('three');
    });
  });

  describe('S3 storage', () => {
    it('puts with the content type and If-None-Match, and reads the bytes back', async () => {
      const storage = createMediaStorage({
        dataDir: mediaDir,
        bucket: 'media',
        s3: { endpoint: s3.endpoint, region: 'fr-par', bucket: S3_BUCKET, accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true },
      });
      await storage.put('u1/42.png', Buffer.from('png bytes'), 'image/png', { overwrite: false });
      const put = s3.requests.at(-1)!;
      expect(put).toMatchObject({ method: 'PUT', path: `/${S3_BUCKET}/media/u1/42.png` });
      expect(put.headers).toMatchObject({ 'content-type': 'image/png', 'if-none-match': '*', 'cache-control': 'public, max-age=3600' });
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=key\//);

      await expect(storage.put('u1/42.png', Buffer.from('other'), 'image/png', { overwrite: false })).rejects.toBeInstanceOf(MediaKeyTakenError);
      const object = await storage.get('u1/42.png');
      expect(object).toMatchObject({ contentType: 'image/png', size: 9, range: null });
      const chunks: Buffer[] = [];
      for await (const chunk of object!.body as AsyncIterable<Buffer>) chunks.push(chunk);
      expect(Buffer.concat(chunks).toString()).toBe('png bytes');
      expect(await storage.get('u1/missing.png')).toBeNull();
      expect(storage.publicUrl('u1/42.png')).toBe('/media/u1/42.png');
    });

    it('stores uploads in the bucket and streams them through /media', async () => {
      const media = await uploaded(await rotatedPhotoWithGps(), 'photo.jpg', { prefix: '/s3' });
      const key = `/${S3_BUCKET}/media${media.url.replace(/^\/media/, '')}`;
      expect(s3.objects.get(key)?.contentType).toBe('image/jpeg');
      expect(s3.objects.has(key.replace(/\.jpg$/, '.thumb.webp'))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: `/s3${media.url}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=3600' });
      expect(served.rawPayload.equals(s3.objects.get(key)!.body)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/s3/media/nobody/1.jpg' })).statusCode).toBe(404);
    });

    it('hands out public bucket URLs when one is configured, and redirects /media there', async () => {
      const media = await uploaded(pad(WEBM_HEAD), 'clip.webm', { prefix: '/cdn' });
      expect(media.url).toMatch(new RegExp(`^https://cdn\\.example\\.org/media/${member.id}/[0-9a-f]{32}\\.webm$`));
      const path = media.url.replace('https://cdn.example.org', '');
      const response = await t.app.inject({ method: 'GET', url: `/cdn${path}` });
      expect([response.statusCode, response.headers.location]).toEqual([302, media.url]);
    });
  });
});
