import type { Translation } from '@la-meute/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api/api-client';
import { createQueryClient } from '../../../lib/api/query-client';
import { translationQueryOptions } from './translate-text';

/** The server's answers, faked at the transport: what the browser would have sent, and when. */
function fakeServer(answer: (text: string) => Translation | 'down') {
  const asked: string[] = [];
  setApiTransport((_path, init) => {
    const { text } = JSON.parse(String(init.body)) as { text: string };
    asked.push(text);
    const body = answer(text);
    return Promise.resolve(body === 'down' ? new Response('', { status: 503 }) : Response.json(body));
  });
  return asked;
}

afterEach(() => setApiTransport((path, init) => fetch(path, init)));

describe('translations asked from the browser', () => {
  it('asks once for the same text and language, then reads it from memory', async () => {
    const asked = fakeServer((text) => ({ text: `[fr] ${text}`, sourceLanguage: 'en', targetLanguage: 'fr', translated: true }));
    const client = createQueryClient({ retry: false });
    const first = await client.fetchQuery(translationQueryOptions('Hello to the whole pack', 'fr'));
    const again = await client.fetchQuery(translationQueryOptions('Hello to the whole pack', 'fr'));
    expect(first.text).toBe('[fr] Hello to the whole pack');
    expect(again).toEqual(first);
    expect(asked).toEqual(['Hello to the whole pack']);
  });

  it('asks again for another language', async () => {
    const asked = fakeServer((text) => ({ text, sourceLanguage: 'en', targetLanguage: 'es', translated: true }));
    const client = createQueryClient({ retry: false });
    await client.fetchQuery(translationQueryOptions('Hello to the whole pack', 'fr'));
    await client.fetchQuery(translationQueryOptions('Hello to the whole pack', 'es'));
    expect(asked).toHaveLength(2);
  });

  it('does not keep the original the server sent back after a provider failure', async () => {
    const asked = fakeServer((text) => ({ text, sourceLanguage: 'en', targetLanguage: 'fr', translated: false }));
    const client = createQueryClient({ retry: false });
    await client.fetchQuery(translationQueryOptions('Hello to the whole pack', 'fr'));
    await client.fetchQuery(translationQueryOptions('Hello to the whole pack', 'fr'));
    expect(asked).toHaveLength(2);
  });

  it('fails once, without retrying, when the server is unreachable', async () => {
    const asked = fakeServer(() => 'down');
    const client = createQueryClient();
    await expect(client.fetchQuery(translationQueryOptions('Hello to the whole pack', 'fr'))).rejects.toMatchObject({
      code: 'http.unavailable',
    });
    expect(asked).toHaveLength(1);
  });
});
