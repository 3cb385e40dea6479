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
