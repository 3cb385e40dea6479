import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AGE, uploadedMediaSchema, type UploadedMedia } from '@la-meute/shared';
import * as s from '../src/db/schema';
import { createMediaStorage } from '../src/modules/media/create-media-storage';
import { createMediaRepository } from '../src/modules/media/media.repository';
import { createMediaService } from '../src/modules/media/media.service';
import mediaRoutes from '../src/routes/media';
import { describeEachDatabase } from './helpers/databases';
import { startFakeS3 } from './helpers/fake-s3';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';
import { multipartBody } from './helpers/uploads';

type Member = { id: string; email: string; cookie: string };

const PASSWORD = 'membre-de-test-42';
const S3_BUCKET = 'la-meute-prive';
const photo = (background: string) => sharp({ create: { width: 64, height: 48, channels: 3, background } }).jpeg().toBuffer();

describeEachDatabase('media are private where their content is', (kind) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let alice: Member;
  let bruno: Member;
  let chloe: Member;
  let ip = 0;

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp(kind, {}, (app) => {
      // The same routes on an S3 bucket with a public CDN address, as an instance would configure it.
      app.register(async (scoped) => {
        const storage = createMediaStorage({
          dataDir: '/nowhere',
          bucket: 'media',
          s3: { endpoint: s3.endpoint, region: 'fr-par', bucket: S3_BUCKET, accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true, publicUrl: 'https://cdn.example.org' },
        });
        await scoped.register(mediaRoutes, { prefix: '/s3', media: { service: createMediaService({ storage, repository: createMediaRepository(scoped.db) }), storage } });
      });
    });
    [alice, bruno, chloe] = (await createSignedInMembers(t.app, 3, 'prive')) as unknown as [Member, Member, Member];
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const onDisk = (url: string) => path.join(t.dataDir, 'media', url.startsWith('/media/private/') ? '' : 'media', url.replace(/^\/media\//, ''));

  async function upload(member: Member, { scope, prefix = '', background = '#c33' }: { scope?: string; prefix?: string; background?: string } = {}): Promise<UploadedMedia> {
    const body = await multipartBody(await photo(background), 'souvenir.jpg');
    const response = await t.app.inject({
      method: 'POST',
      url: `${prefix}/api/media${scope ? `?scope=${scope}` : ''}`,
      payload: body.payload,
      headers: { 'content-type': body.contentType, cookie: member.cookie },
      remoteAddress: `10.77.0.${++ip}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    return uploadedMediaSchema.parse(response.json());
  }

  async function directConversation(from: Member, to: Member): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/conversations/direct', headers: { ...JSON_HEADERS, cookie: from.cookie }, payload: { userId: to.id } });
    expect([200, 201]).toContain(response.statusCode);
    return response.json().id as string;
  }

  const sendPicture = (from: Member, conversationId: string, mediaUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { ...JSON_HEADERS, cookie: from.cookie },
      payload: { content: '', mediaUrl, messageType: 'image' },
    });

  const fetchAs = (member: Member | null, url: string) => t.app.inject({ method: 'GET', url, headers: member ? { cookie: member.cookie } : {} });

  it('shows a picture sent in a direct message to both participants, and to nobody else, not even by guessing', async () => {
    const picture = await upload(alice, { scope: 'private' });
    expect(picture.url).toMatch(new RegExp(`^/media/private/${alice.id}/[0-9a-f]{32}\\.jpg$`));
    // Stored outside the public bucket folder that GET /media/* and static servers read.
    expect(fs.existsSync(onDisk(picture.url))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'media', 'media', 'private'))).toBe(false);

    const sent = await sendPicture(alice, await directConversation(alice, bruno), picture.url);
    expect(sent.statusCode, sent.body).toBe(201);

    for (const participant of [alice, bruno]) {
      const seen = await fetchAs(participant, picture.url);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'private, max-age=3600' });
      expect(seen.rawPayload.equals(fs.readFileSync(onDisk(picture.url)))).toBe(true);
      expect((await fetchAs(participant, picture.thumbnailUrl!)).statusCode).toBe(200);
    }

    const guessed = picture.url.replace(/[0-9a-f]{32}/, '0123456789abcdef0123456789abcdef');
    const attempts = [
      await fetchAs(null, picture.url),
      await fetchAs(chloe, picture.url),
      await fetchAs(chloe, picture.thumbnailUrl!),
      await fetchAs(bruno, guessed),
      await fetchAs(null, picture.url.replace('/media/private/', '/media/')),
    ];
    // The same answer as for a file that does not exist: nobody learns that it does.
    for (const attempt of attempts) expect([attempt.statusCode, attempt.json()]).toEqual([404, { code: 'http.not_found' }]);
  });

  it("refuses to forward someone else's private picture to another conversation", async () => {
    const picture = await upload(alice, { scope: 'private' });
    await sendPicture(alice, await directConversation(alice, bruno), picture.url);
    const forwarded = await sendPicture(bruno, await directConversation(bruno, chloe), picture.url);
    expect(forwarded.statusCode).toBe(400);
    expect(forwarded.json().code).toBe('validation.invalid');
    expect((await fetchAs(chloe, picture.url)).statusCode).toBe(404);
  });

  it('refuses a private picture in a public post', async () => {
    const picture = await upload(alice, { scope: 'private' });
    const post = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { ...JSON_HEADERS, cookie: alice.cookie }, payload: { content: 'Regardez !', mediaUrls: [picture.url] } });
    expect(post.statusCode).toBe(400);
    expect(post.json().code).toBe('validation.invalid');
  });

  it('gives every upload an unguessable name, whoever sends it and however fast', async () => {
    const [first, second] = [await upload(alice), await upload(alice)];
    for (const media of [first, second]) expect(media.url).toMatch(new RegExp(`^/media/${alice.id}/[0-9a-f]{32}\\.jpg$`));
    expect(first.url).not.toBe(second.url);
    // Nothing in the name follows the clock.
    expect(first.url).not.toMatch(/\/\d{13}\./);
  });

  it('with S3, streams a private picture itself to participants only, never through the public bucket address', async () => {
    const picture = await upload(alice, { scope: 'private', prefix: '/s3' });
    expect(picture.url).toMatch(new RegExp(`^/media/private/${alice.id}/[0-9a-f]{32}\\.jpg$`));
    const objectKey = `/${S3_BUCKET}${picture.url.replace(/^\/media/, '')}`;
    expect(s3.objects.has(objectKey)).toBe(true);
    const put = s3.requests.find((request) => request.method === 'PUT' && request.path === objectKey);
    expect(put?.headers['cache-control']).toBe('private, max-age=3600');

    await sendPicture(alice, await directConversation(alice, bruno), picture.url);
    const seen = await fetchAs(bruno, `/s3${picture.url}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(s3.objects.get(objectKey)!.body)).toBe(true);
    expect((await fetchAs(chloe, `/s3${picture.url}`)).statusCode).toBe(404);
    expect((await fetchAs(null, `/s3${picture.url}`)).statusCode).toBe(404);
  });

  it('removes the picture of a deleted post from the store, but keeps one another post still shows', async () => {
    const alone = await upload(alice, { background: '#3a3' });
    const shared = await upload(alice, { background: '#33a' });
    const createPost = async (mediaUrls: string[]) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { ...JSON_HEADERS, cookie: alice.cookie }, payload: { content: 'Balade en forêt', mediaUrls } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const [first, second] = [await createPost([alone.url, shared.url]), await createPost([shared.url])];
    await createPost([shared.url]);

    for (const id of [first, second]) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: { cookie: alice.cookie } })).statusCode).toBe(200);
    }
    await t.app.services.events.settled();
    expect([fs.existsSync(onDisk(alone.url)), fs.existsSync(onDisk(alone.thumbnailUrl!))]).toEqual([false, false]);
    expect((await fetchAs(alice, alone.url)).statusCode).toBe(404);
    expect(fs.existsSync(onDisk(shared.url))).toBe(true);
  });

  it("erases an account's uploads, public, private and avatar, and every personal field of its profile", async () => {
    const [member, friend] = (await createSignedInMembers(t.app, 2, 'efface')) as unknown as [Member, Member];
    await t.app.db
      .update(s.profiles)
      .set({ age: 41, bio: 'Randonneuse', gender: 'female', locationCity: 'Annecy', locationCountry: 'France', interests: ['montagne'], lookingFor: 'dating', occupation: 'Guide' })
      .where(eq(s.profiles.userId, member.id));
    const avatarBody = await multipartBody(await photo('#fa0'), 'moi.jpg');
    const avatar = await t.app.inject({ method: 'POST', url: '/api/me/avatar', payload: avatarBody.payload, headers: { 'content-type': avatarBody.contentType, cookie: member.cookie } });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const avatarUrl = (avatar.json().profile.avatarUrl as string).split('?')[0]!;
    const secret = await upload(member, { scope: 'private' });
    expect((await sendPicture(member, await directConversation(member, friend), secret.url)).statusCode).toBe(201);
    const unused = await upload(member);
    const kept = await upload(member);
    const post = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { ...JSON_HEADERS, cookie: member.cookie }, payload: { content: 'Au sommet', mediaUrls: [kept.url] } });
    expect(post.statusCode).toBe(201);
    for (const url of [avatarUrl, secret.url, unused.url, kept.url]) expect(fs.existsSync(onDisk(url)), url).toBe(true);

    const deletion = await t.app.inject({ method: 'POST', url: '/api/account/deletion', headers: { ...JSON_HEADERS, cookie: member.cookie }, payload: { password: PASSWORD } });
    expect(deletion.statusCode, deletion.body).toBe(200);
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    await t.app.services.retention.purge(later);

    for (const url of [avatarUrl, secret.url, secret.thumbnailUrl!, unused.url, unused.thumbnailUrl!]) expect(fs.existsSync(onDisk(url)), url).toBe(false);
    // Their public posts stay, signed 'Utilisateur supprimé' (privacy policy): so does what they show.
    expect(fs.existsSync(onDisk(kept.url))).toBe(true);

    const [profile] = await t.app.db.select().from(s.profiles).where(eq(s.profiles.userId, member.id));
    expect(profile).toMatchObject({
      age: AGE.default,
      bio: null,
      gender: null,
      locationCity: null,
      locationCountry: null,
      interests: [],
      lookingFor: 'all',
      occupation: null,
      avatarUrl: null,
      photos: [],
    });
  });
});
