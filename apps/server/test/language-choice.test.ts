import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';
import { createFakeWebBuild } from './helpers/fake-web-build';

// A language chosen in the menu is the person's decision (ADR 004).
describeEachDatabase('the language a member chose', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const chooseLanguage = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/me/language', payload, headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) } });
  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user;

  it('is saved for members only', async () => {
    const response = await chooseLanguage({ language: 'en' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'auth.required' });
  });

  it('must be one of the interface languages', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'polyglotte');
    for (const payload of [{ language: 'de' }, { language: '' }, {}]) {
      const response = await chooseLanguage(payload, member!.cookie);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation.invalid');
    }
    expect((await sessionOf(member!.cookie)).language).toBe('fr');
  });

  it('is saved on the account at once, and every later sign-in (another device) gets it', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'voyageuse');
    // Read once, so the session lookup is cached: the change must not wait for that cache.
    expect((await sessionOf(member!.cookie)).language).toBe('fr');

    const response = await chooseLanguage({ language: 'en' }, member!.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'en' });
    expect((await sessionOf(member!.cookie)).language).toBe('en');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: member!.email, password: 'membre-de-test-42' },
      headers: JSON_HEADERS,
      remoteAddress: '10.99.0.1',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.language).toBe('en');
  });

  it("writes the member's mails in that language, with links to the pages in it", async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'lectrice');
    expect((await chooseLanguage({ language: 'es' }, member!.cookie)).statusCode).toBe(200);
    // The form sends the page's language; the mail follows the account's.
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: member!.email, language: 'fr' },
      headers: JSON_HEADERS,
    });
    expect(request.statusCode).toBe(200);
    const mail = t.mail.lastTo(member!.email);
    expect(mail?.raw).toContain('Has pedido restablecer tu');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/es\/auth\?mode=reset-password&token=/);
  });
});

// A stand-in for the web build's page renderer: the feed sets its own title while it renders.
const FAKE_RENDERER = `
export async function renderPage({ url, language }) {
  const { pathname } = new URL(url);
  return {
    appHtml: '<p>' + language + ' ' + pathname + '</p>',
    stateScript: '<script type="application/json" id="server-state">{}</script>',
    title: pathname.endsWith('/feed') ? (language === 'en' ? 'News feed – La Meute' : 'Fil <d’actualité> – La Meute') : undefined,
  };
}
`;

describe('the pages follow the language chosen in the menu', () => {
  let t: TestApp;
  let build: ReturnType<typeof createFakeWebBuild>;
  beforeAll(async () => {
    build = createFakeWebBuild(FAKE_RENDERER);
    t = await createTestApp('pglite', build.env);
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends someone who chose English from an unprefixed page to its English address, query kept', async () => {
    const response = await page('/community?tab=events', { cookie: 'lang=en', 'accept-language': 'fr-FR' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/community?tab=events');
    expect(response.headers.vary).toContain('Cookie');
    expect((await page('/', { cookie: 'lang=es' })).headers.location).toBe('/es');
  });

  it("keeps French for someone who chose it, whatever the browser's language, with the usual canonical and alternates", async () => {
    const response = await page('/community', { cookie: 'lang=fr', 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr"');
    expect(response.body).toContain('<title>La communauté – La Meute</title>');
    expect(response.body).toContain('<p>fr /community</p>');
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/community" />');
    expect(response.body).toContain('<link rel="alternate" hreflang="en" href="http://localhost:3000/en/community" />');
    // Without a choice, SPEC §9: the browser's language, on the same address.
    const english = await page('/community', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<link rel="canonical" href="http://localhost:3000/community" />');
  });

  it('lets an address in a language win over the choice', async () => {
    const response = await page('/en/community', { cookie: 'lang=fr' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/en/community" />');
  });

  it('sends the title a rendered page set, escaped, and keeps the French one apart from the English one', async () => {
    const french = await page('/feed');
    expect(french.body).toContain('<title>Fil &lt;d’actualité&gt; – La Meute</title>');
    const english = await page('/en/feed');
    expect(english.body).toContain('<title>News feed – La Meute</title>');
  });

  it("titles a post page with its author and first words, in the page's language", async () => {
    const [author] = await createSignedInMembers(t.app, 1, 'marie');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { content: 'Balade en forêt dimanche matin, qui vient ?' },
      headers: { ...JSON_HEADERS, cookie: author!.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const name = (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: author!.cookie } })).json().user
      .displayName as string;
    expect((await page(`/post/${id}`)).body).toContain(`<title>${name} : « Balade en forêt dimanche matin, qui vient ? » – La Meute</title>`);
    expect((await page(`/en/post/${id}`)).body).toContain(`<title>${name}: “Balade en forêt dimanche matin, qui vient ?” – La Meute</title>`);
  });
});
