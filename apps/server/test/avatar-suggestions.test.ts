import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AVATAR_STYLES, DEFAULT_PRIVACY_SETTINGS, type AvatarSuggestion } from '@la-meute/shared';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

describeEachDatabase('generated avatars', (kind) => {
  let t: TestApp;
  let member: Member;
  let other: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [member, other] = (await createSignedInMembers(t.app, 2, 'visage')) as unknown as [Member, Member];
  });
  afterAll(async () => t.close());

  const suggestionsOf = async (who: Member) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/avatar-suggestions', headers: { cookie: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().suggestions as AvatarSuggestion[];
  };

  it('draws one avatar per style from the profile, the same each time, different for another profile', async () => {
    const first = await suggestionsOf(member);
    expect(first.map((suggestion) => suggestion.style)).toEqual([...AVATAR_STYLES]);
    for (const suggestion of first) expect(suggestion.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await suggestionsOf(member)).toEqual(first);
    const others = await suggestionsOf(other);
    expect(others.map((suggestion) => suggestion.image)).not.toEqual(first.map((suggestion) => suggestion.image));

    // New interests, new faces.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { ...JSON_HEADERS, cookie: member.cookie },
      payload: { username: `visage_${member.id.slice(0, 6)}`, age: 30, interests: ['forêt'], languages: [], privacySettings: DEFAULT_PRIVACY_SETTINGS },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await suggestionsOf(member))[0]!.image).not.toBe(first[0]!.image);
  });

  it('stores the chosen one as the avatar, as a PNG the media route serves', async () => {
    const chosen = await t.app.inject({ method: 'POST', url: '/api/me/avatar-suggestions/notionists', headers: { cookie: member.cookie } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const { avatarUrl } = chosen.json() as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`/profiles/${member.id}/avatar\\.png\\?v=`));
    const image = await t.app.inject({ method: 'GET', url: avatarUrl.replace(/^https?:\/\/[^/]+/, '') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const profile = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: member.cookie } });
    expect(profile.json().profile.avatarUrl).toBe(avatarUrl);
  });

  it('needs a session and a known style', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/avatar-suggestions' })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/me/avatar-suggestions/licorne', headers: { cookie: member.cookie } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation.invalid' });
  });
});

/** A stand-in for an OpenAI-compatible images/generations API, at the HTTP boundary. */
async function startFakeImageApi(png: Buffer) {
  const prompts: string[] = [];
  let failing = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      prompts.push((JSON.parse(body) as { prompt: string }).prompt);
      if (failing || request.url !== '/v1/images/generations') {
        response.writeHead(503).end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [{ b64_json: png.toString('base64') }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    prompts,
    fail: () => (failing = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('generated avatars with an image provider', (kind) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof startFakeImageApi>>;
  let member: Member;

  beforeAll(async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f6f4e' } }).png().toBuffer();
    api = await startFakeImageApi(png);
    t = await createTestApp(kind, { AI_API_URL: api.url });
    [member] = (await createSignedInMembers(t.app, 1, 'portrait')) as unknown as [Member];
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  it('offers the generated portrait first, sends no name, and stores it as the avatar when chosen', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/me/avatar-suggestions', headers: { cookie: member.cookie } });
    const suggestions = listed.json().suggestions as AvatarSuggestion[];
    expect(suggestions.map((suggestion) => suggestion.style)).toEqual(['ai', ...AVATAR_STYLES]);
    expect(suggestions[0]!.image).toMatch(new RegExp(`/profiles/${member.id}/ai-candidate\\.png\\?v=`));
    expect(api.prompts.at(-1)).not.toContain('portrait');

    const chosen = await t.app.inject({ method: 'POST', url: '/api/me/avatar-suggestions/ai', headers: { cookie: member.cookie } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: (chosen.json().avatarUrl as string).replace(/^https?:\/\/[^/]+/, '') });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);
  });

  it('still offers the drawn avatars when the provider fails', async () => {
    api.fail();
    const listed = await t.app.inject({ method: 'GET', url: '/api/me/avatar-suggestions', headers: { cookie: member.cookie } });
    expect(listed.statusCode).toBe(200);
    expect((listed.json().suggestions as AvatarSuggestion[]).map((suggestion) => suggestion.style)).toEqual([...AVATAR_STYLES]);
  });
});
