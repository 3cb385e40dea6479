import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_API, MEDIA_API, type OwnProfile, type SessionResponse } from '@la-meute/shared';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';
import { multipartBody } from './helpers/uploads';

type Member = { id: string; cookie: string };

const square = (color: { r: number; g: number; b: number }) => sharp({ create: { width: 64, height: 64, channels: 3, background: color } });

describeEachDatabase('profile avatar API', (kind) => {
  let t: TestApp;
  let luna: Member;

  // Where the local store keeps a public /media/... address (DATA_DIR/media/media/<key>).
  const storedPath = (url: string) => path.join(t.dataDir, 'media', 'media', new URL(url, 'http://x').pathname.replace(/^\/media\//, ''));
  const avatarFolder = () => path.join(t.dataDir, 'media', 'media', 'profiles', luna.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    [luna] = (await createSignedInMembers(t.app, 1, 'portrait')) as unknown as [Member];
  });
  afterAll(async () => t.close());

  async function upload(bytes: Buffer, filename: string, member: Member | null = luna) {
    const body = await multipartBody(bytes, filename);
    return t.app.inject({
      method: 'POST',
      url: MEDIA_API.uploadAvatar.path(),
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(member ? { cookie: member.cookie } : {}) },
    });
  }

  const ownProfile = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: luna.cookie } })).json() as { profile: OwnProfile }).profile;

  it('keeps visitors out', async () => {
    const response = await upload(await square({ r: 0, g: 0, b: 255 }).png().toBuffer(), 'avatar.png', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'auth.required' });
  });

  it('stores the photo at profiles/{userId}/avatar.{ext}, re-encoded, and points the profile at it', async () => {
    const response = await upload(await square({ r: 255, g: 0, b: 0 }).png().toBuffer(), 'Mon portrait.PNG');
    expect(response.statusCode, response.body).toBe(200);
    const { profile } = response.json() as { profile: OwnProfile };
    expect(profile.avatarUrl).toMatch(new RegExp(`^/media/profiles/${luna.id}/avatar\\.png\\?v=\\d+$`));
    expect((await ownProfile()).avatarUrl).toBe(profile.avatarUrl);

    // Served back by GET /media/* as the PNG the pipeline wrote.
    const served = await t.app.inject({ method: 'GET', url: profile.avatarUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);

    // The navbar reads the session: it shows the new avatar at once, not after the cache expires.
    const session = (await t.app.inject({ method: 'GET', url: AUTH_API.session.path(), headers: { cookie: luna.cookie } })).json() as SessionResponse;
    expect(session.user?.avatarUrl).toBe(profile.avatarUrl);
  });

  it('replaces the photo on a second upload and removes the old one', async () => {
    const first = (await ownProfile()).avatarUrl!;
    const response = await upload(await square({ r: 0, g: 128, b: 0 }).jpeg().toBuffer(), 'nouveau.jpg');
    expect(response.statusCode, response.body).toBe(200);
    const { profile } = response.json() as { profile: OwnProfile };
    expect(profile.avatarUrl).toMatch(new RegExp(`^/media/profiles/${luna.id}/avatar\\.jpg\\?v=\\d+$`));
    expect(profile.avatarUrl).not.toBe(first);

    expect(fs.existsSync(storedPath(first))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    // One photo and its thumbnail: nothing of the earlier upload is left behind.
    expect(fs.readdirSync(avatarFolder()).sort()).toEqual(['avatar.jpg', 'avatar.thumb.webp']);
    const served = await t.app.inject({ method: 'GET', url: profile.avatarUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('overwrites the photo in place when the format stays the same, under a new version', async () => {
    const before = (await ownProfile()).avatarUrl!;
    const response = await upload(await square({ r: 255, g: 255, b: 0 }).jpeg().toBuffer(), 'encore.jpg');
    expect(response.statusCode, response.body).toBe(200);
    const after = (response.json() as { profile: OwnProfile }).profile.avatarUrl!;
    expect(after.split('?')[0]).toBe(before.split('?')[0]);
    expect(after).not.toBe(before);
    const { dominant } = await sharp(fs.readFileSync(storedPath(after))).stats();
    expect(dominant.b).toBeLessThan(100);
    expect(dominant.r).toBeGreaterThan(200);
  });

  it('refuses what is not an image with the media error code and keeps the current photo', async () => {
    const before = (await ownProfile()).avatarUrl;
    const text = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'avatar.svg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ code: 'media.unsupported_type' });

    // A real video is a medium the feed takes, but not a profile photo.
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(256)]);
    const video = await upload(mp4, 'clip.mp4');
    expect(video.statusCode).toBe(415);
    expect(video.json()).toEqual({ code: 'media.unsupported_type' });

    expect((await ownProfile()).avatarUrl).toBe(before);
    expect(fs.readdirSync(avatarFolder()).sort()).toEqual(['avatar.jpg', 'avatar.thumb.webp']);
  });
});
