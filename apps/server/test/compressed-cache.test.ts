import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

describeEachDatabase('compressed cached reads', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const [author] = await createSignedInMembers(t.app, 1, 'compresse');
    for (let index = 0; index < 30; index += 1) {
      await t.app.inject({ method: 'POST', url: '/api/posts', headers: { cookie: author!.cookie, ...JSON_HEADERS }, payload: { content: `Publication ${index} #meute` } });
    }
  });
  afterAll(async () => t.close());

  it('serves a visitor the cached feed already compressed, the same bytes each time, varying on Accept-Encoding', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/posts' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/api/posts', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const again = await t.app.inject({ method: 'GET', url: '/api/posts', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toContain('application/json');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await t.app.inject({ method: 'GET', url: '/api/posts', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses a member’s personal feed on the fly, with the cheaper gzip when the browser takes both', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'lectrice');
    const browser = await t.app.inject({ method: 'GET', url: '/api/posts', headers: { cookie: member!.cookie, 'accept-encoding': 'gzip, deflate, br' } });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(browser.rawPayload).toString()).posts).toHaveLength(30);
    const brOnly = await t.app.inject({ method: 'GET', url: '/api/posts', headers: { cookie: member!.cookie, 'accept-encoding': 'br' } });
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brOnly.rawPayload).toString()).posts).toHaveLength(30);
  });
});
