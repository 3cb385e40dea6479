import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_ROUTES, PAGE_ROUTES } from '@la-meute/shared';
import { events } from '../src/db/schema';
import { AppError } from '../src/lib/app-error';
import { verifyAnonymousToken } from '../src/modules/anonymous/anonymous-token';
import { createSignedInMembers } from './helpers/members';
import { cookieHeader, createTestApp, JSON_HEADERS, TEST_SECRET, type TestApp } from './helpers/test-app';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ADMIN_EMAILS: 'admin@example.org' }, (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret database detail');
      });
      app.get('/api/test/teapot', async () => {
        throw new AppError(404, 'http.not_found');
      });
      app.get('/api/test/admin', { preHandler: app.requireRole('admin') }, async () => ({ ok: true }));
      app.get('/api/test/member', { preHandler: app.requireUser }, async () => ({ ok: true }));
    });
  });
  afterAll(async () => t.close());

  it('reports health with the database checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('hides the details of a server error behind a machine code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'http.internal' });
    expect(response.body).not.toContain('secret database detail');
  });

  it('answers unknown API paths and malformed JSON with codes', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'http.not_found' });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: '{nope', headers: JSON_HEADERS });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'http.bad_request' });
    expect((await t.app.inject({ method: 'GET', url: '/api/test/teapot' })).json()).toEqual({ code: 'http.not_found' });
  });

  it('sends a CSP whose script-src has no unsafe-inline, and other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a state-changing API call from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...JSON_HEADERS, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'http.forbidden_origin' });
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...JSON_HEADERS, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('signs an anonymous session token the server can verify', async () => {
    const session = { sessionId: '5b7c2c53-8f7a-4a53-9f0f-6d3f8a2b1c4d', pseudonym: 'LoupSolitaire' };
    const response = await t.app.inject({ method: 'POST', url: '/api/anonymous', payload: session, headers: JSON_HEADERS });
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    await expect(verifyAnonymousToken(token, TEST_SECRET)).resolves.toEqual(session);
    await expect(verifyAnonymousToken(token, 'another-secret-another-secret-another')).resolves.toBeNull();
    await expect(verifyAnonymousToken(`${token}x`, TEST_SECRET)).resolves.toBeNull();
  });

  it('refuses an anonymous session that is not a UUID with a pseudonym', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/anonymous',
      payload: { sessionId: 'abc', pseudonym: '' },
      headers: JSON_HEADERS,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation.invalid');
  });

  it('guards routes by session and role', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/member' })).json()).toEqual({ code: 'auth.required' });
    const cookies: Record<string, string> = {};
    for (const email of ['admin@example.org', 'membre@example.org']) {
      const password = 'lune-rousse-42';
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email, password, confirmPassword: password }, headers: JSON_HEADERS });
      const link = new URL(t.mail.lastTo(email)!.link!);
      await t.app.inject({ method: 'GET', url: link.pathname + link.search });
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, headers: JSON_HEADERS });
      cookies[email] = cookieHeader(signIn.headers['set-cookie']);
    }
    const asMember = await t.app.inject({ method: 'GET', url: '/api/test/admin', headers: { cookie: cookies['membre@example.org']! } });
    expect(asMember.statusCode).toBe(403);
    // The refusal names who the route is for.
    expect(asMember.json()).toEqual({ code: 'auth.admins_only' });
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/test/admin', headers: { cookie: cookies['admin@example.org']! } });
    expect(asAdmin.json()).toEqual({ ok: true });
    const member = await t.app.inject({ method: 'GET', url: '/api/test/member', headers: { cookie: cookies['membre@example.org']! } });
    expect(member.json()).toEqual({ ok: true });
  });

  it('publishes the operator details of the configuration, and no donation figures the operator did not set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ siteName: 'La Meute', operator: { name: '', registration: '' }, donations: null });
  });

  it('says the web app is not built instead of failing when dist is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'lameute-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>La Meute</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp('pglite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html uncached for every page route', async () => {
    for (const url of ['/', '/auth?mode=reset-password', '/legal/dsa']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="root"');
    }
  });

  it('writes the page title and Open Graph tags into the HTML, in the language of the prefix', async () => {
    const community = await t.app.inject({ method: 'GET', url: '/community' });
    expect(community.body).toContain('<meta property="og:title" content="La communauté – La Meute" />');
    const english = await t.app.inject({ method: 'GET', url: '/en/community' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<title>The community – La Meute</title>');
    expect((await t.app.inject({ method: 'GET', url: '/en/nowhere' })).statusCode).toBe(404);
  });

  it('previews a post with its author, first 160 characters and first image, without JavaScript', async () => {
    const [author] = await createSignedInMembers(t.app, 1, 'conteur');
    const content = `${'Une très longue histoire de loups. '.repeat(10)}Fin.`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { content, mediaUrls: ['https://cdn.example/clip.mp4', '/media/u/1.jpg'] },
      headers: { ...JSON_HEADERS, cookie: author!.cookie },
    });
    const html = (await t.app.inject({ method: 'GET', url: `/post/${created.json().id}` })).body;
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBe(160);
    expect(description.endsWith('…')).toBe(true);
    expect(html).toContain('<meta property="og:title" content="conteur');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/media/u/1.jpg" />');
    const missing = await t.app.inject({ method: 'GET', url: '/post/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('id="root"');
    expect(missing.body).not.toContain('og:title');
  });

  it('serves robots.txt and a sitemap with every public page in every language', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/es/legal/dsa</loc>');
    expect(sitemap.body).toContain('hreflang="en" href="http://localhost:3000/en/support"');
  });

  it('answers every detail page whose record is missing or whose id is malformed with the app and a 404 status', async () => {
    // Every route with a parameter (DETAIL_ROUTES) is checked: a new one fails here until the
    // server knows how to look its record up.
    for (const route of DETAIL_ROUTES) {
      for (const id of ['not-a-real-id', '00000000-0000-4000-8000-000000000000']) {
        const url = PAGE_ROUTES[route].replace(/:[A-Za-z]+/, id);
        for (const address of [url, `/en${url}`]) {
          const response = await t.app.inject({ method: 'GET', url: address });
          expect(response.statusCode, address).toBe(404);
          expect(response.body, address).toContain('id="root"');
        }
      }
    }
    const [author] = await createSignedInMembers(t.app, 1, 'detail');
    const post = await t.app.inject({ method: 'POST', url: '/api/posts', payload: { content: 'Existe bien' }, headers: { ...JSON_HEADERS, cookie: author!.cookie } });
    expect((await t.app.inject({ method: 'GET', url: `/post/${post.json().id}` })).statusCode).toBe(200);
    const [event] = await t.app.db.insert(events).values({ title: 'Sortie', eventDate: new Date(Date.now() + 86_400_000), isPublished: true }).returning();
    expect((await t.app.inject({ method: 'GET', url: `/events/${event!.id}` })).statusCode).toBe(200);
  });

  it('answers an unknown page with the app and a 404 status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nowhere/at/all' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('id="root"');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request before closing the database', async () => {
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const t = await createTestApp('pglite', {}, (app) => {
      app.get('/api/test/slow', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
          entered();
        });
        return { done: true };
      });
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const pending = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await inHandler;
    const closing = t.close();
    // The server has stopped taking connections while the request is still being answered.
    await expect.poll(() => t.app.server.listening).toBe(false);
    release();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
  });
});
