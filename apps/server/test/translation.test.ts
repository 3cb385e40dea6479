import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

/** A stand-in for LibreTranslate's HTTP API: records each request and answers as told. */
async function startFakeLibreTranslate() {
  const requests: { q: string; source: string; target: string }[] = [];
  let mode: 'ok' | 'error' | 'garbage' = 'ok';
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const input = JSON.parse(body) as { q: string; source: string; target: string };
      requests.push(input);
      if (mode === 'error') {
        response.writeHead(500).end('{"error":"boom"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(mode === 'garbage' ? '{"nothing":true}' : JSON.stringify({ translatedText: `[${input.target}] ${input.q}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setMode: (next: typeof mode) => (mode = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('translation API', (kind) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeLibreTranslate>>;
  let reader: Member;

  beforeAll(async () => {
    provider = await startFakeLibreTranslate();
    t = await createTestApp(kind, { LIBRETRANSLATE_URL: provider.url });
    [reader] = (await createSignedInMembers(t.app, 1, 'lecteur')) as unknown as [Member];
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => provider.setMode('ok'));

  const translate = (payload: object, member: Member | null = reader) =>
    t.app.inject({ method: 'POST', url: '/api/translations', payload, headers: { ...JSON_HEADERS, ...(member ? { cookie: member.cookie } : {}) } });

  it('is offered, and only to members', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public-config' })).json().features).toEqual({ translation: true });
    expect((await translate({ text: 'Hello everyone', targetLanguage: 'fr' }, null)).statusCode).toBe(401);
  });

  it('asks the provider once, then answers from the cache', async () => {
    const text = 'Hello everyone, we are very happy to walk in the forest with you';
    const before = provider.requests.length;
    const first = await translate({ text, targetLanguage: 'fr' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ text: `[fr] ${text}`, sourceLanguage: 'en', targetLanguage: 'fr', translated: true });
    expect(provider.requests.slice(before)).toEqual([expect.objectContaining({ q: text, source: 'en', target: 'fr' })]);

    provider.setMode('error');
    const second = await translate({ text, targetLanguage: 'fr' });
    expect(second.json()).toEqual(first.json());
    expect(provider.requests.length).toBe(before + 1);
    // Another target language is another entry.
    provider.setMode('ok');
    expect((await translate({ text, targetLanguage: 'de' })).json().text).toBe(`[de] ${text}`);
  });

  it('gives the original back when the provider fails or answers nonsense, and never caches that', async () => {
    for (const mode of ['error', 'garbage'] as const) {
      provider.setMode(mode);
      const text = `Good morning to all of you, the walk is at nine (${mode})`;
      const response = await translate({ text, targetLanguage: 'es' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ text, sourceLanguage: 'en', targetLanguage: 'es', translated: false });
    }
    provider.setMode('ok');
    const text = 'Good morning to all of you, the walk is at nine (error)';
    expect((await translate({ text, targetLanguage: 'es' })).json()).toMatchObject({ text: `[es] ${text}`, translated: true });
  });

  it('does not ask the provider for a text already in the target language', async () => {
    const before = provider.requests.length;
    const text = 'Bonjour à tous, la balade est pour demain avec le groupe';
    expect((await translate({ text, targetLanguage: 'fr' })).json()).toEqual({ text, sourceLanguage: 'fr', targetLanguage: 'fr', translated: false });
    expect(provider.requests.length).toBe(before);
  });

  it('refuses a bad target or an empty text with a translated code, and a NUL byte with a 400', async () => {
    expect((await translate({ text: 'Hello', targetLanguage: 'klingon' })).json()).toMatchObject({ code: 'validation.invalid' });
    expect((await translate({ text: '   ', targetLanguage: 'fr' })).statusCode).toBe(400);
    expect((await translate({ text: 'Hello\u0000 there my friends, how are you', targetLanguage: 'fr' })).statusCode).toBeLessThan(500);
  });

  it('limits each member to 30 translations a minute', async () => {
    const [busy] = (await createSignedInMembers(t.app, 1, 'presse')) as unknown as [Member];
    const answers = await Promise.all(Array.from({ length: 35 }, (_, index) => translate({ text: `Hello number ${index} to you and the pack`, targetLanguage: 'fr' }, busy)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(30);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
  });
});

describeEachDatabase('translation without a provider', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('is not offered, and a direct call returns the original', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public-config' })).json().features).toEqual({ translation: false });
    const [member] = (await createSignedInMembers(t.app, 1, 'sans')) as unknown as [Member];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/translations',
      payload: { text: 'Hello everyone, see you in the forest', targetLanguage: 'fr' },
      headers: { ...JSON_HEADERS, cookie: member!.cookie },
    });
    expect(response.json()).toEqual({ text: 'Hello everyone, see you in the forest', sourceLanguage: 'en', targetLanguage: 'fr', translated: false });
  });
});
