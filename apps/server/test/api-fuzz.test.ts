import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { z, type ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_TOKEN_HEADER, DEFAULT_PRIVACY_SETTINGS } from '@la-meute/shared';
import { user } from '../src/db/schema';
import { createFakeWebBuild } from './helpers/fake-web-build';
import { createSignedInMembers } from './helpers/members';
import { collectRoutes, fillPath, type RegisteredRoute } from './helpers/route-table';
import { createTestApp, JSON_HEADERS } from './helpers/test-app';

/**
 * Hostile input for every route with a zod schema (body, querystring or params): never a 5xx, never
 * a stack trace, never a polluted prototype, and every JSON refusal carries a machine code.
 * PGlite only: the inputs stop at validation or in the services far more often than in SQL, and a
 * second database run would double the file's time for little. No route is skipped: the uploads
 * take multipart and have no zod schema, and mail goes to the test app's in-process catcher.
 * A failure replays with the same seed; fast-check prints the shrunk request.
 */
const SEED = 20_261_125;
/** Per route, shared by the callers: some 8,600 requests, under half a minute here. */
const RUNS_PER_ROUTE = 100;

type JsonSchema = Record<string, unknown>;
type Caller = 'visitor' | 'member' | 'admin' | 'forged';
interface FuzzRequest {
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

// --- Hostile values -------------------------------------------------------------------------------

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000byte',
  '\uD800',
  '\uDFFF',
  'a\uDBFFz',
  '\uFFFF',
  '\uFEFFbom',
  '\u202Eevil',
  'A\u0301\u0301\u0301',
  '😀🐺',
  'é'.repeat(3000),
  'x'.repeat(70_000),
  '\r\nX-Injected: 1',
  '../../../etc/passwd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${7*7}{{7*7}}',
  '1e308',
  '-0',
  'NaN',
  'Infinity',
  '-1',
  '9007199254740993',
  'true',
  'null',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'https://evil.example',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30T25:61',
  '9999-12-31T23:59:59.999Z',
  'Etc/Unknown',
];

/** JSON texts, not values: `-0`, `1e400` (Infinity once parsed) and `__proto__` keys survive only as text. */
const HOSTILE_JSON_TEXTS = [
  ...HOSTILE_STRINGS.map((value) => JSON.stringify(value)),
  '1e308',
  '-1e308',
  '1e400',
  '5e-324',
  '-0',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '9007199254740993',
  'true',
  'false',
  'null',
  '[]',
  '{}',
  '[[]]',
  '[null]',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
];

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];
const POLLUTION_VALUE = '{"polluted":"yes","prototype":{"polluted":"yes"}}';

/** Bodies no JSON schema describes: broken JSON, deep nesting, bytes that are not UTF-8, too much. */
const HOSTILE_BODIES: { payload: string | Buffer; contentType?: string }[] = [
  { payload: '{' },
  { payload: '{"a":}' },
  { payload: "{'a':1}" },
  { payload: '[1,]' },
  { payload: '{"a":1}{"b":2}' },
  { payload: 'undefined' },
  { payload: '\uFEFF{}' },
  { payload: '' },
  { payload: '"unterminated' },
  { payload: '['.repeat(5000) + ']'.repeat(5000) },
  { payload: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) },
  { payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]) },
  { payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}` },
  { payload: '{}', contentType: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
  { payload: '{}', contentType: 'application/json; charset=utf-16' },
  { payload: '{}', contentType: 'application/json; charset=latin1' },
  { payload: '{}', contentType: 'application/xml' },
];

/** Raw query strings, already in URL form: broken escapes, arrays, pollution, odd numbers. */
const HOSTILE_QUERIES = [
  'q=%',
  'q=%zz',
  'q=%00',
  'q=%ED%A0%80',
  'q=%F0%9F%90%BA',
  'q[]=1&q[]=2',
  'q=1&q=2',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  '__proto__=yes',
  'page=1e308&limit=1e308',
  'page=-0&limit=-0',
  'page=NaN&limit=NaN',
  'page=Infinity&limit=Infinity',
  'page=0x10&limit=0x10',
  'page=9007199254740993&limit=9007199254740993',
  `cursor=${'A'.repeat(5000)}&q=${'b'.repeat(5000)}`,
  'before=not-a-uuid&cursor=%FF%FE',
  '&&&==&=',
  'unread=TRUE&type=ALL&category=..%2F',
];

/** Raw path segments, already in URL form. */
const HOSTILE_SEGMENTS = ['%', '%zz', '%00', '%2F', '%2e%2e', '..', '.', '%ED%A0%80', '%C0%AF', 'a'.repeat(150), '%20', '%0D%0A'];

/** A path segment for any string; a lone surrogate becomes its invalid UTF-8 bytes, as a raw client would send. */
function encodeSegment(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

// --- Values derived from the schemas ----------------------------------------------------------------

/**
 * Valid bodies for schemas whose refinements the JSON Schema cannot tell (dates in a time zone, an
 * in-person event's place, a whole profile): the hostile field then replaces one of a valid body.
 */
const VALID_BODIES: Record<string, unknown> = {
  'POST /api/events': { title: 'Marche', startsAt: '2099-06-01T10:00', timeZone: 'Europe/Paris', eventType: 'in-person', location: 'Lyon' },
  'PATCH /api/events/:id': { title: 'Marche', startsAt: '2099-06-01T10:00', timeZone: 'Europe/Paris', eventType: 'online', location: '' },
  'PUT /api/me/profile': { username: 'loup_fuzz', age: 30, lookingFor: 'all', interests: [], languages: [], privacySettings: DEFAULT_PRIVACY_SETTINGS },
  'PUT /api/notifications/preferences': { channels: {}, quietHours: { start: '22:00', end: '07:00' }, timeZone: 'Europe/Paris', messagesFrom: 'everyone', digest: 'daily' },
  'POST /api/reports': { targetType: 'post', targetId: '00000000-0000-4000-8000-000000000000', reason: 'illegal', details: 'Illégal', url: 'https://la-meute.example/post/1', goodFaith: true },
  'POST /api/auth/sign-up': { email: 'nouveau@example.org', password: 'Une-phrase-solide-42', confirmPassword: 'Une-phrase-solide-42' },
  'PUT /api/dating/preferences': { minAge: 20, maxAge: 60, genders: [], interests: ['yoga'] },
};

/** Real ids (members, a post, an event, a topic, a conversation): path parameters then reach past "not found". */
const knownIds: string[] = [];

function toJsonSchema(schema: ZodType): JsonSchema | null {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = asNumber(schema.minLength) ?? 0;
  const maxLength = Math.min(asNumber(schema.maxLength) ?? 40, Math.max(minLength, 40));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'date-time':
      return fc.date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2100-01-01') }).map((date) => date.toISOString());
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (asNumber(schema.maxLength) ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from: plain strings instead.
    }
  }
  return fc.string({ minLength, maxLength });
}

/** Values valid for the JSON Schema (as far as it tells: zod refinements are not in it). */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueFor(variant, depth + 1)));
  const allOf = schema.allOf as JsonSchema[] | undefined;
  if (allOf?.length) return valueFor(allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: asNumber(schema.minimum) ?? -1000, max: asNumber(schema.maximum) ?? 1_000_000 });
    case 'number':
      return fc.double({ min: asNumber(schema.minimum) ?? -1e6, max: asNumber(schema.maximum) ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = asNumber(schema.minItems) ?? 0;
      return fc.array(valueFor(schema.items as JsonSchema | undefined, depth + 1), { minLength, maxLength: Math.min(asNumber(schema.maxItems) ?? 4, minLength + 4) });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const names = (schema.propertyNames as JsonSchema | undefined)?.enum as string[] | undefined;
      // z.record over an enum: every key of the enum, each with the value schema.
      if (names && typeof schema.additionalProperties === 'object') {
        const value = valueFor(schema.additionalProperties as JsonSchema, depth + 1);
        return fc.record(Object.fromEntries(names.map((name) => [name, value])));
      }
      const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object's JSON text from its entries' texts: the only way to send a `__proto__` key. */
const objectText = (entries: [string, string][]) => `{${entries.map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')}}`;
const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_JSON_TEXTS), fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'));

function bodyFor(schema: ZodType, example: unknown): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'contentType'>> {
  const json = toJsonSchema(schema);
  const shaped = valueFor(json ?? undefined);
  const valid = example === undefined ? shaped : fc.oneof(shaped, fc.constant(example));
  const keys = Object.keys((json?.properties ?? {}) as object);
  const entriesOf = (value: unknown): [string, string][] =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).map(([key, item]) => [key, JSON.stringify(item)]) : [];
  const asJson = (payload: string) => ({ payload, contentType: 'application/json' });
  return fc.oneof(
    // Valid by the schema's shape: the request reaches the service.
    { weight: 3, arbitrary: valid.map((value) => asJson(JSON.stringify(value) ?? 'null')) },
    // Valid but for one field, which is hostile.
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, keys.length ? fc.constantFrom(...keys) : fc.string(), hostileText)
        .map(([value, key, text]) => asJson(objectText([...entriesOf(value).filter(([name]) => name !== key), [key, text]]))),
    },
    // Valid plus a prototype-pollution key.
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom(...POLLUTION_KEYS)).map(([value, key]) => asJson(objectText([...entriesOf(value), [key, POLLUTION_VALUE]]))),
    },
    // Anything at all.
    { weight: 2, arbitrary: hostileText.map(asJson) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES) },
  );
}

function queryFor(schema: ZodType | undefined): fc.Arbitrary<string> {
  if (!schema) return fc.constant('');
  const json = toJsonSchema(schema);
  const keys = Object.keys((json?.properties ?? {}) as object);
  const encode = (entries: [string, string][]) => entries.map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&');
  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  return fc.oneof(
    fc.constant(''),
    valueFor(json ?? undefined).map((value) => (value && typeof value === 'object' ? encode(Object.entries(value).map(([key, item]) => [key, asText(item)])) : '')),
    fc
      .array(fc.tuple(keys.length ? fc.constantFrom(...keys, ...POLLUTION_KEYS) : fc.constantFrom(...POLLUTION_KEYS), fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary' }))), {
        minLength: 1,
        maxLength: 4,
      })
      .map(encode),
    fc.constantFrom(...HOSTILE_QUERIES),
  );
}

function segmentFor(property: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    valueFor(property).map((value) => encodeSegment(typeof value === 'string' ? value : JSON.stringify(value) ?? '')),
    fc.constantFrom(...HOSTILE_STRINGS.filter((value) => value.length < 5000)).map(encodeSegment),
    fc.string({ unit: 'binary', maxLength: 30 }).map(encodeSegment),
    fc.constantFrom(...HOSTILE_SEGMENTS),
    ...(knownIds.length ? [fc.constantFrom(...knownIds)] : []),
  );
}

function requestFor(route: RegisteredRoute): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*$/g)].map((match) => match[1] ?? '*');
  const paramProperties = ((route.schema.params && toJsonSchema(route.schema.params)?.properties) ?? {}) as Record<string, JsonSchema>;
  const params = fc.record(Object.fromEntries(names.map((name) => [name, segmentFor(paramProperties[name])])));
  const body = route.schema.body ? bodyFor(route.schema.body, VALID_BODIES[route.key]) : fc.constant({});
  return fc.tuple(params, queryFor(route.schema.querystring), body).map(([values, query, sent]) => ({
    url: `${fillPath(route.url, values)}${query ? `?${query}` : ''}`,
    ...sent,
  }));
}

// --- What must never leave the server ---------------------------------------------------------------

const LEAKS = [
  /\n\s+at [^\n]*:\d+:\d+/, // a stack frame
  /node_modules[\\/]/,
  /(?:\/[\w.@-]+)+\.(?:ts|js|mjs|cjs):\d+/, // a source file with its line
  /"stack"\s*:/,
];

// A page renderer of our own: paths the router or the client normalise (`/media/..` is `/`) reach the
// pages, which then answer as in production rather than 'not built'.
const webBuild = createFakeWebBuild(`export async function renderPage() { return { appHtml: '<p>page</p>', stateScript: '' }; }`);
// Built while the file is collected, so each route gets its own test (closed in afterAll).
const { result: t, routes } = await collectRoutes(() => createTestApp('pglite', webBuild.env));
const fuzzed = routes.filter((route) => route.schema.body || route.schema.querystring || route.schema.params);

describe('API fuzz: hostile input never breaks a route [pglite]', () => {
  const cookies = {} as Record<'member' | 'admin', string>;

  beforeAll(async () => {
    const [member, admin] = await createSignedInMembers(t.app, 2, 'fuzz');
    cookies.member = member!.cookie;
    cookies.admin = admin!.cookie;
    await t.app.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin!.id));
    t.app.services.events.emit('profile.updated', { userId: admin!.id, at: new Date().toISOString() });
    await t.app.services.events.settled();
    const made = async (url: string, payload: unknown) => {
      const response = await t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...JSON_HEADERS, cookie: cookies.member } });
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
      return response.json<Record<string, { id: string } | string>>();
    };
    const post = await made('/api/posts', { content: 'Un post à malmener' });
    const event = await made('/api/events', VALID_BODIES['POST /api/events']);
    const topic = await made('/api/forum/topics', { title: 'Un sujet', content: 'À malmener', category: 'help' });
    const conversation = await made('/api/conversations/direct', { userId: admin!.id });
    knownIds.push(member!.id, admin!.id, post.id as string, (event.event as { id: string }).id, (topic.topic as { id: string }).id, conversation.id as string);
  });
  afterAll(async () => {
    await t.close();
    webBuild.remove();
  });

  // A visitor, a member, an admin (past the desk's role checks) and someone with a forged cookie and token.
  const callers = fc.constantFrom<Caller>('visitor', 'member', 'member', 'admin', 'forged');
  const forgery = fc.tuple(fc.string({ maxLength: 200 }), fc.string({ maxLength: 300 }));

  async function send(route: RegisteredRoute, request: FuzzRequest, caller: Caller, [cookie, token]: [string, string]) {
    const headers: Record<string, string> = {};
    if (request.contentType) headers['content-type'] = request.contentType;
    if (caller === 'member' || caller === 'admin') headers.cookie = cookies[caller];
    if (caller === 'forged') {
      headers.cookie = `la-meute.session_token=${cookie}`;
      headers[ANONYMOUS_TOKEN_HEADER] = token;
    }
    return t.app.inject({ method: route.method as 'GET', url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
  }

  it('has most routes to fuzz', () => {
    expect(fuzzed.length).toBeGreaterThan(50);
  });

  for (const route of fuzzed) {
    it(route.key, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), callers, forgery, async (request, caller, forged) => {
          const response = await send(route, request, caller, forged);
          const where = `${route.key} as ${caller}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          for (const leak of LEAKS) expect(response.body, where).not.toMatch(leak);
          expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
          if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
            expect(response.json<{ code?: unknown }>().code, where).toMatch(/^[a-z_]+\.[a-z_]+$/);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
