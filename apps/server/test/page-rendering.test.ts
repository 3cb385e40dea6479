import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createFakeWebBuild } from './helpers/fake-web-build';

// A stand-in for the web build's page renderer (apps/web/src/entry-server.tsx): it proves the server
// hands it the address, the language and an API reachable in-process, and places what it returns.
const FAKE_RENDERER = `
export async function renderPage({ url, language, fetchApi }) {
  const { pathname } = new URL(url);
  if (pathname === '/support') throw new Error('the renderer broke');
  // A slow page, to fill the members' render slots.
  if (pathname === '/gamification') await new Promise((resolve) => setTimeout(resolve, 1500));
  const get = async (path) => (await fetchApi(path, { method: 'GET', headers: { Accept: 'application/json' } })).json();
  const config = await get('/api/public-config');
  const session = await get('/api/auth/session');
  return {
    appHtml: '<p>rendered ' + language + ' ' + pathname + ' for ' + config.siteName + ', seen by ' + (session.user ? session.user.email : 'a visitor') + '</p>',
    stateScript: '<script type="application/json" id="server-state">{"language":"' + language + '"}</script>',
  };
}
`;

describe('server-rendered pages (ADR 009, ADR 029)', () => {
  let t: TestApp;
  let dist: string;
  let build: ReturnType<typeof createFakeWebBuild>;
  beforeAll(async () => {
    build = createFakeWebBuild(FAKE_RENDERER);
    ({ dist } = build);
    fs.mkdirSync(path.join(dist, 'assets'));
    const script = 'console.log("la meute");'.repeat(100);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
    t = await createTestApp('pglite', build.env);
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('renders a public page with its data, in the language of the prefix', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/es/community' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es"');
    expect(response.body).toContain(
      '<div id="root"><p>rendered es /es/community for La Meute, seen by a visitor</p></div><script type="application/json" id="server-state">',
    );
  });

  it("renders an unprefixed page in the browser's language, else in French", async () => {
    const english = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'de-DE,en;q=0.8' } });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<title>La Meute – Well-being and sovereignty community</title>');
    expect(english.body).toContain('rendered en / for La Meute');
    expect(english.headers.vary).toContain('Accept-Language');
    const french = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'de-DE' } });
    expect(french.body).toContain('rendered fr / for La Meute');
  });

  it("renders a member's page for them alone, never kept, and every visitor the one shared render", async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'pisteuse');
    for (const url of ['/about', '/messages']) {
      const own = await t.app.inject({ method: 'GET', url, headers: { cookie: member!.cookie } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.body).toContain(`rendered fr ${url} for La Meute, seen by ${member!.email}`);
    }
    // The member's render is not what the next visitor gets, nor a made-up cookie's holder.
    const visitor = await t.app.inject({ method: 'GET', url: '/about' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.body).toContain('rendered fr /about for La Meute, seen by a visitor');
    const other = await t.app.inject({ method: 'GET', url: '/about', headers: { cookie: 'la-meute.session_token=forged' } });
    expect(other.body).toContain('rendered fr /about for La Meute, seen by a visitor');
    // A member page is no visitor's: they get the shell, and the browser app sends them to sign in.
    const shell = await t.app.inject({ method: 'GET', url: '/messages' });
    expect(shell.body).toContain('<div id="root"></div>');
  });

  it('sends a member the app shell rather than make them wait for a render slot', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'patiente');
    const pages = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: '/gamification', headers: { cookie: member!.cookie } })),
    );
    const rendered = pages.filter((page) => page.body.includes(`seen by ${member!.email}`));
    const shells = pages.filter((page) => page.body.includes('<div id="root"></div>'));
    // Two render at once; the others waited past the bound and got the shell, at once and private.
    expect(rendered).toHaveLength(2);
    expect(shells).toHaveLength(2);
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('leaves the other pages, and a page whose rendering fails, to the browser app', async () => {
    const events = await t.app.inject({ method: 'GET', url: '/events' });
    expect(events.statusCode).toBe(200);
    expect(events.body).toContain('<div id="root"></div>');
    expect(events.body).not.toContain('server-state');
    const support = await t.app.inject({ method: 'GET', url: '/support' });
    expect(support.statusCode).toBe(200);
    expect(support.body).toContain('<div id="root"></div>');
  });

  it('compresses pages on the fly and serves the build’s precompressed files as they are', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/community', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('rendered fr /community');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toContain('la meute');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps each shared page compressed once for its lifetime; a member’s page is compressed as it goes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    const second = await t.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const gzip = await t.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(zlib.brotliDecompressSync(first.rawPayload).toString());

    const [member] = await createSignedInMembers(t.app, 1, 'compressee');
    const own = await t.app.inject({ method: 'GET', url: '/about', headers: { cookie: member!.cookie, 'accept-encoding': 'gzip' } });
    expect(own.headers['content-encoding']).toBe('gzip');
    expect(own.headers.vary).toContain('Cookie');
    expect(zlib.gunzipSync(own.rawPayload).toString()).toContain(`seen by ${member!.email}`);
  });
});
