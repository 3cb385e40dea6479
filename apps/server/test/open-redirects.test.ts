import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFIED_QUERY } from '@la-meute/shared';
import { describeEachDatabase } from './helpers/databases';
import { createFakeWebBuild } from './helpers/fake-web-build';
import { createSignedInMembers } from './helpers/members';
import { collectRoutes, fillPath, type RegisteredRoute } from './helpers/route-table';
import { listenForSockets } from './helpers/sockets';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

/**
 * Where the server redirects from something the request names. The grep of apps/server/src finds
 * three: the verification link (GET /api/auth/verify-email, a fixed target), a page asked for
 * without the language chosen in the menu (spa.ts, to /en/… or /es/…), and GET /media/* when a
 * public bucket serves the files. Better Auth's own endpoints (callbackURL, redirectTo) are not
 * mounted: our routes call auth.api, and its mails build their links from APP_URL.
 */
const APP_ORIGIN = 'http://localhost:3000';
const HOSTILE_TARGETS = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '\\\\evil.example',
  'https:evil.example',
  '/%2F%2Fevil.example',
  '/\t/evil.example',
  ' //evil.example',
];
const REDIRECT_PARAMETERS = ['redirect', 'redirectTo', 'redirect_uri', 'callbackURL', 'callbackUrl', 'errorCallbackURL', 'returnTo', 'next', 'url', 'continue', 'to', 'dest'];
/** The routes allowed to redirect at all; any other one that starts to must be added, and is then probed. */
const KNOWN_REDIRECTS = ['GET /', 'GET /*', 'GET /api/auth/verify-email'];
const FAKE_RENDERER = `export async function renderPage() { return { appHtml: '<p>page</p>', stateScript: '' }; }`;

/** True when a browser following this Location would leave `allowedOrigins` (or run a script). */
function leadsOffSite(location: string, allowedOrigins = [APP_ORIGIN]): boolean {
  try {
    // The WHATWG parser is the browsers': it reads `\` as `/` and drops tabs and leading spaces.
    return !allowedOrigins.includes(new URL(location, `${APP_ORIGIN}/a/page`).origin);
  } catch {
    return true;
  }
}

const withRedirectParameters = (url: string, target: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${REDIRECT_PARAMETERS.map((name) => `${name}=${encodeURIComponent(target)}`).join('&')}`;

/** A request as a raw client sends it: the path exactly as written, not normalised by a URL parser. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: 'GET', headers }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on('error', reject);
    request.end();
  });
}

describeEachDatabase('open redirects: no Location ever leads off-site', (kind) => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  let build: ReturnType<typeof createFakeWebBuild>;
  let base: string;

  beforeAll(async () => {
    build = createFakeWebBuild(FAKE_RENDERER);
    ({ result: t, routes } = await collectRoutes(() => createTestApp(kind, build.env)));
    base = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await t?.close();
    build?.remove();
  });

  it('keeps every redirect of every GET route on the site, whatever the redirect parameters or path say', async () => {
    const offSite: string[] = [];
    const redirecting = new Set<string>();
    const readable = routes.filter((route) => route.method === 'GET');
    for (const route of readable) {
      for (const target of HOSTILE_TARGETS) {
        // Each parameter, and the wildcard, gets the target too; with and without a language chosen.
        const url = withRedirectParameters(fillPath(route.url, new Proxy({}, { get: () => encodeURIComponent(target) }) as Record<string, string>), target);
        for (const cookie of [undefined, 'lang=en']) {
          const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
          const location = response.headers.location;
          if (response.statusCode >= 300 && response.statusCode < 400) redirecting.add(route.key);
          if (typeof location === 'string' && leadsOffSite(location)) offSite.push(`${route.key} ${url} → ${location}`);
        }
      }
    }
    expect(offSite).toEqual([]);
    expect([...redirecting].filter((key) => !KNOWN_REDIRECTS.includes(key))).toEqual([]);
  });

  it('answers a file path too long to resolve with a plain 404, not a refusal', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/${'a'.repeat(18_000)}.js` });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(404);
    expect(response.json()).toEqual({ code: 'http.not_found' });
  });

  it('sends the verification link to the app’s own page, whatever callbackURL the link carries', async () => {
    for (const target of HOSTILE_TARGETS) {
      const response = await t.app.inject({ method: 'GET', url: withRedirectParameters('/api/auth/verify-email?token=pas-un-jeton', target) });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/auth?${EMAIL_VERIFIED_QUERY.key}=${EMAIL_VERIFIED_QUERY.failure}`);
    }
  });

  it('moves a page to its language’s address on the site only, for any path a raw client sends', async () => {
    const paths = [
      '//evil.example',
      '//evil.example/community',
      '/\\evil.example',
      '/\\evil.example/community',
      '/%2F%2Fevil.example',
      '/%5C%5Cevil.example',
      '/community/..//evil.example',
      '/post//evil.example',
      '/post/%2F%2Fevil.example',
      '/post/\\evil.example',
      '/community?next=https://evil.example',
      '/community?next=//evil.example',
      '/?redirect=javascript:alert(1)',
      '/community/?x=/\\evil.example',
    ];
    const offSite: string[] = [];
    for (const path of paths) {
      const { status, location } = await rawGet(base, path, { cookie: 'lang=en' });
      if (location !== undefined && leadsOffSite(location)) offSite.push(`${path} → ${status} ${location}`);
      // The move itself is only ever to a prefixed page path.
      if (location !== undefined) expect(location, path).toMatch(/^\/(en|es)(\/[^/\\]|$|\?)/);
    }
    expect(offSite).toEqual([]);
    // A known page does move: the probes above reached the redirect.
    expect(await rawGet(base, '/community?next=//evil.example', { cookie: 'lang=en' })).toEqual({ status: 302, location: '/en/community?next=//evil.example' });
  });

  it('builds the links of its mails from APP_URL, whatever callbackURL or redirectTo a request adds', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'redirection');
    for (const target of HOSTILE_TARGETS) {
      const extra = Object.fromEntries(REDIRECT_PARAMETERS.map((name) => [name, target]));
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: member!.email, ...extra },
        headers: JSON_HEADERS,
      });
      // Five resets per address per half hour: the later ones are refused before any mail.
      if (reset.statusCode === 429) break;
      expect(reset.statusCode, reset.body).toBe(200);
      const link = t.mail.lastTo(member!.email)?.link ?? '';
      expect(new URL(link).origin).toBe(APP_ORIGIN);
      expect(decodeURIComponent(link)).not.toContain('evil.example');
    }
    const email = `nouvelle-${Date.now()}@example.org`;
    const password = 'Une-phrase-de-passe-solide-42';
    const extra = Object.fromEntries(REDIRECT_PARAMETERS.map((name) => [name, 'https://evil.example']));
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email, password, confirmPassword: password, ...extra }, headers: JSON_HEADERS });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const link = t.mail.lastTo(email)?.link ?? '';
    expect(new URL(link).origin).toBe(APP_ORIGIN);
    expect(decodeURIComponent(link)).not.toContain('evil.example');
  });

  it('does not mount Better Auth’s own redirecting endpoints', async () => {
    for (const target of HOSTILE_TARGETS) {
      for (const url of [
        `/api/auth/reset-password/jeton?callbackURL=${encodeURIComponent(target)}`,
        `/api/auth/callback/google?state=x&code=y&callbackURL=${encodeURIComponent(target)}`,
        `/api/auth/error?callbackURL=${encodeURIComponent(target)}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers.location, url).toBeUndefined();
      }
      const social = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: target },
        headers: JSON_HEADERS,
      });
      expect(social.statusCode).toBe(404);
      expect(social.headers.location).toBeUndefined();
    }
  });
});

// The files' own redirect needs a public bucket; it never reads the database (PGlite only).
describe('open redirects: media served by a public bucket [pglite]', () => {
  const CDN_ORIGIN = 'https://cdn.la-meute.example';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      S3_BUCKET: 'la-meute',
      // Never contacted: the redirect is computed, not fetched.
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'cle',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: CDN_ORIGIN,
    });
  });
  afterAll(async () => t?.close());

  it('redirects a file only to the configured bucket, whatever the key says', async () => {
    // The plain key does redirect, under the bucket's public address: every other answer must stay under it.
    const plain = (await t.app.inject({ method: 'GET', url: '/media/u1/42.png' })).headers.location;
    expect(plain).toMatch(new RegExp(`^${CDN_ORIGIN.replace(/\./g, '\\.')}/.*u1/42\\.png$`));
    const bucketRoot = String(plain).slice(0, -'u1/42.png'.length);
    const keys = [
      ...HOSTILE_TARGETS.map(encodeURIComponent),
      '%2F%2Fevil.example%2Fx.png',
      '..%2F..%2Fevil.example',
      '@evil.example',
      'x.png%23@evil.example',
      'x.png?@evil.example',
      '%5Cevil.example',
    ];
    for (const key of keys) {
      const response = await t.app.inject({ method: 'GET', url: `/media/${key}` });
      const location = response.headers.location;
      if (typeof location === 'string') {
        expect(leadsOffSite(location, [CDN_ORIGIN]), `${key} → ${location}`).toBe(false);
        expect(location.startsWith(bucketRoot), `${key} → ${location}`).toBe(true);
      }
    }
  });
});
