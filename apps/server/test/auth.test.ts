import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { profiles, user, userLevels, verification } from '../src/db/schema';
import { ConcurrencyTimeoutError } from '../src/lib/concurrency-limit';
import { hashPassword, passwordWork } from '../src/lib/password-hash';
import { describeEachDatabase } from './helpers/databases';
import { cookieHeader, createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

const PASSWORD = 'lune-rousse-42';

describeEachDatabase('auth API', (kind) => {
  let t: TestApp;
  let ipCounter = 0;
  // Each call comes from its own address, so the per-IP limits only bite where a test wants them.
  const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_EMAILS: 'Chef@Meute.test' });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, extra: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...JSON_HEADERS, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
      remoteAddress: extra.ip ?? nextIp(),
    });

  const signUp = (email: string, extra: Record<string, string> = {}) =>
    post('/api/auth/sign-up', { email, password: PASSWORD, confirmPassword: PASSWORD, ...extra });

  const signIn = (email: string, password = PASSWORD, ip?: string) =>
    post('/api/auth/sign-in', { email, password }, { ip });

  async function verifyByMail(email: string) {
    const link = t.mail.lastTo(email)?.link;
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const url = new URL(link!);
    return t.app.inject({ method: 'GET', url: url.pathname + url.search });
  }

  async function createMember(email: string) {
    expect((await signUp(email)).statusCode).toBe(201);
    expect((await verifyByMail(email)).statusCode).toBe(302);
    const response = await signIn(email);
    expect(response.statusCode).toBe(200);
    return cookieHeader(response.headers['set-cookie']);
  }

  describe('sign-up', () => {
    it('creates the user, its profile and level with SPEC defaults, and mails a verification link', async () => {
      const response = await signUp('Louve.Grise@Example.org');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ user: { email: 'louve.grise@example.org' }, verificationRequired: true });

      const [row] = await t.app.db
        .select({ profile: profiles, level: userLevels.level, xp: userLevels.xp, language: user.language, role: user.role })
        .from(user)
        .innerJoin(profiles, eq(profiles.userId, user.id))
        .innerJoin(userLevels, eq(userLevels.userId, user.id))
        .where(eq(user.email, 'louve.grise@example.org'));
      expect(row).toMatchObject({
        language: 'fr',
        role: 'member',
        level: 1,
        xp: 0,
        profile: {
          username: 'louve.grise',
          displayName: 'louve.grise',
          age: 18,
          lookingFor: 'all',
          interests: [],
          privacySettings: {
            profile_visibility: 'public',
            show_age: true,
            show_location: true,
            allow_messages: true,
            show_online_status: true,
          },
        },
      });
      expect(t.mail.lastTo('louve.grise@example.org')?.raw).toContain('Confirmez votre adresse email');
    });

    it('uses the chosen username as username and display name, and the chosen mail language', async () => {
      expect((await signUp('wolf@example.org', { username: 'grey_wolf', language: 'en' })).statusCode).toBe(201);
      const [profile] = await t.app.db
        .select()
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(eq(user.email, 'wolf@example.org'));
      expect(profile?.profiles).toMatchObject({ username: 'grey_wolf', displayName: 'grey_wolf' });
      expect(t.mail.lastTo('wolf@example.org')?.raw).toContain('Confirm your email address');
    });

    it('numbers a default username that is already taken', async () => {
      await signUp('twin@one.test');
      await signUp('twin@two.test');
      const rows = await t.app.db
        .select({ username: profiles.username })
        .from(profiles)
        .where(sql`${profiles.username} like 'twin%'`)
        .orderBy(profiles.username);
      expect(rows.map((row) => row.username)).toEqual(['twin', 'twin2']);
    });

    it('refuses an email already registered, whatever its case', async () => {
      await signUp('deja@example.org');
      const response = await signUp('DEJA@example.org');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'auth.email_taken' });
    });

    it('refuses a username already taken', async () => {
      await signUp('first@example.org', { username: 'hurleur' });
      const response = await signUp('second@example.org', { username: 'Hurleur' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'auth.username_taken' });
    });

    it.each([
      [{ email: '', password: PASSWORD, confirmPassword: PASSWORD }, 'auth.fields_required'],
      [{ email: 'pas-un-email', password: PASSWORD, confirmPassword: PASSWORD }, 'auth.invalid_email'],
      [{ email: 'court@example.org', password: '12345', confirmPassword: '12345' }, 'auth.password_too_short'],
      [{ email: 'diff@example.org', password: PASSWORD, confirmPassword: 'autre-chose' }, 'auth.passwords_mismatch'],
      [{ email: 'commun@example.org', password: 'azerty123', confirmPassword: 'azerty123' }, 'auth.password_too_common'],
      [{ email: 'commun2@example.org', password: 'Password1', confirmPassword: 'Password1' }, 'auth.password_too_common'],
    ])('maps a bad sign-up to its error code (%#)', async (payload, code) => {
      const response = await post('/api/auth/sign-up', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
    });
  });

  describe('verification and sign-in', () => {
    it('refuses sign-in before the email is confirmed', async () => {
      await signUp('pending@example.org');
      const response = await signIn('pending@example.org');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'auth.email_not_verified' });
    });

    it('refuses a wrong password or an unknown email with the same code', async () => {
      await createMember('known@example.org');
      for (const response of [await signIn('known@example.org', 'mauvais-mdp'), await signIn('nobody@example.org')]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 'auth.invalid_credentials' });
      }
    });

    it('mails the confirmation link again to a pending account, and answers the same for any other address', async () => {
      await signUp('relance@example.org');
      const mailsTo = (email: string) => t.mail.mails.filter((mail) => mail.to.includes(email)).length;
      expect(mailsTo('relance@example.org')).toBe(1);

      const resent = await post('/api/auth/verify-email/resend', { email: ' Relance@Example.org ' });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({ ok: true });
      expect(mailsTo('relance@example.org')).toBe(2);
      expect((await verifyByMail('relance@example.org')).headers.location).toBe('/auth?verified=1');
      expect((await signIn('relance@example.org')).statusCode).toBe(200);

      // Confirmed or unknown: the same answer, and no mail.
      const before = t.mail.mails.length;
      for (const email of ['relance@example.org', 'personne-inconnue@example.org']) {
        const response = await post('/api/auth/verify-email/resend', { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ok: true });
      }
      expect(t.mail.mails.length).toBe(before);
    });

    it('refuses to resend to a malformed address with the form error', async () => {
      const response = await post('/api/auth/verify-email/resend', { email: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('auth.fields_required');
    });

    it('redirects a bad verification link to the auth page with a failure flag', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=forged' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/auth?verified=invalid');
    });

    it('verifies, signs in with an HttpOnly Lax cookie, reads the session, and signs out for good', async () => {
      await signUp('Meute@Example.org', { username: 'meutard' });
      const verified = await verifyByMail('meute@example.org');
      expect(verified.headers.location).toBe('/auth?verified=1');

      const response = await signIn(' MEUTE@example.org ');
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        email: 'meute@example.org',
        emailVerified: true,
        username: 'meutard',
        displayName: 'meutard',
        role: 'member',
        avatarUrl: null,
        level: 1,
        rank: 'lamb',
      });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/la-meute\.session_token=/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).not.toMatch(/Secure/);
      const cookie = cookieHeader(response.headers['set-cookie']);

      const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(session.json().user.email).toBe('meute@example.org');

      const signOut = await post('/api/auth/sign-out', {}, { cookie });
      expect(signOut.statusCode).toBe(200);
      // The old cookie is revoked on the server, not just cleared in the browser.
      const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(after.json()).toEqual({ user: null });
    });

    it('answers a visitor without a session with user null', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
      expect(response.json()).toEqual({ user: null });
    });

    it('makes ADMIN_EMAILS accounts admins at sign-up', async () => {
      await signUp('chef@meute.test');
      await verifyByMail('chef@meute.test');
      const response = await signIn('chef@meute.test');
      expect(response.json().user.role).toBe('admin');
    });
  });

  describe('password hashing under load', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    // 60 at once: ~1.5 s of hashing on one idle core, ~5 s on this machine under a load of 10. Far
    // more would rightly be answered 503 once the queue wait passes 10 s on a busy CI machine.
    it('signs in 60 members at once, every one of them, never hashing on more than the bound', async () => {
      const passwordHash = await hashPassword(PASSWORD);
      const emails = Array.from({ length: 60 }, (_, index) => `foule${index}@example.org`);
      for (const email of emails) await insertVerifiedMember(t.app.db, { email, name: email, passwordHash });
      let peak = 0;
      const run = passwordWork.run.bind(passwordWork);
      vi.spyOn(passwordWork, 'run').mockImplementation((task) =>
        run(() => {
          peak = Math.max(peak, passwordWork.running);
          return task();
        }),
      );

      const responses = await Promise.all(emails.map((email) => signIn(email)));
      expect(responses.map((response) => response.statusCode)).toEqual(emails.map(() => 200));
      expect(peak).toBe(Math.max(1, os.availableParallelism() - 1));
    });

    it('answers 503 auth.busy with Retry-After when a sign-in waited too long for a hash', async () => {
      await createMember('patience@example.org');
      vi.spyOn(passwordWork, 'run').mockRejectedValueOnce(new ConcurrencyTimeoutError(10_000));
      const response = await signIn('patience@example.org');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'auth.busy', retryAfterSeconds: 5 });
      expect(response.headers['retry-after']).toBe('5');
      // The next one gets its slot and goes through.
      expect((await signIn('patience@example.org')).statusCode).toBe(200);
    });

    it('answers 503 auth.busy to a sign-up that waited too long, and creates no account', async () => {
      vi.spyOn(passwordWork, 'run').mockRejectedValueOnce(new ConcurrencyTimeoutError(10_000));
      const response = await signUp('bousculade@example.org');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'auth.busy', retryAfterSeconds: 5 });
      expect((await signUp('bousculade@example.org')).statusCode).toBe(201);
    });
  });

  describe('password reset', () => {
    const resetTokenOf = (email: string) => {
      const link = t.mail.lastTo(email)?.link ?? '';
      expect(link).toMatch(/^http:\/\/localhost:3000\/auth\?mode=reset-password&token=/);
      return new URL(link).searchParams.get('token')!;
    };
    const confirm = (token: string, password: string) =>
      post('/api/auth/password-reset/confirm', { token, password, confirmPassword: password });

    it('mails a single-use link that sets the new password and signs the user in', async () => {
      await createMember('oubli@example.org');
      const request = await post('/api/auth/password-reset/request', { email: 'oubli@example.org' });
      expect(request.json()).toEqual({ ok: true });
      const token = resetTokenOf('oubli@example.org');

      const first = await confirm(token, 'nouvelle-lune-9');
      expect(first.statusCode).toBe(200);
      expect(first.json().user.email).toBe('oubli@example.org');
      expect(String(first.headers['set-cookie'])).toMatch(/la-meute\.session_token=/);

      const second = await confirm(token, 'encore-autre-8');
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({ code: 'auth.invalid_token' });

      expect((await signIn('oubli@example.org')).statusCode).toBe(401);
      expect((await signIn('oubli@example.org', 'nouvelle-lune-9')).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      await createMember('tard@example.org');
      await post('/api/auth/password-reset/request', { email: 'tard@example.org' });
      const token = resetTokenOf('tard@example.org');
      await t.app.db.update(verification).set({ expiresAt: new Date(Date.now() - 60_000) }).where(sql`${verification.identifier} like 'reset-password:%'`);
      const response = await confirm(token, 'nouvelle-lune-9');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'auth.invalid_token' });
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const before = t.mail.mails.length;
      const response = await post('/api/auth/password-reset/request', { email: 'inconnu@example.org' });
      expect(response.json()).toEqual({ ok: true });
      expect(t.mail.mails.length).toBe(before);
    });

    it('refuses mismatched new passwords and an unknown token', async () => {
      const mismatch = await post('/api/auth/password-reset/confirm', { token: 'x', password: PASSWORD, confirmPassword: 'y-y-y-y-y' });
      expect(mismatch.json().code).toBe('auth.passwords_mismatch');
      expect((await confirm('unknown-token', 'nouvelle-lune-9')).json()).toEqual({ code: 'auth.invalid_token' });
    });
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...JSON_HEADERS, ...headers }, remoteAddress: ip });

  it('answers the 11th sign-in from one IP within a minute with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await post('/api/auth/sign-in', { email: `x${i}@example.org`, password: 'whatever-1' }, '192.0.2.1')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const last = await post('/api/auth/sign-in', { email: 'y@example.org', password: 'whatever-1' }, '192.0.2.1');
    expect(statuses[10]).toBe(429);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'http.rate_limited' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('limits sign-ins per email across IPs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await post('/api/auth/sign-in', { email: 'cible@example.org', password: 'whatever-1' }, `198.51.100.${i}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([429]);
    expect(statuses[10]).toBe(429);
  });

  const signUpFrom = (ip: string, email: string, password = 'lune-rousse-42') =>
    post('/api/auth/sign-up', { email, password, confirmPassword: password }, ip);

  it('lets 20 people sign up from one address (a meetup on the venue Wi-Fi) at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signUpFrom('203.0.113.9', `salle${index}@example.org`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
  });

  it('stops a scripted burst from one address after 25 sign-ups in 5 minutes, saying when to retry', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signUpFrom('203.0.113.10', `script${index}@example.org`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(25);
    expect(statuses.filter((status) => status === 429)).toHaveLength(75);
    for (const refused of responses.filter((response) => response.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ code: 'http.rate_limited' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(5 * 60);
      expect(refused.json().retryAfterSeconds).toBe(retryAfter);
    }
    // Another address in the same room is not held back by the script.
    expect((await signUpFrom('203.0.113.11', 'voisin@example.org')).statusCode).toBe(201);
  });

  it('allows 10 sign-up attempts per email in an hour, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signUpFrom(`203.0.113.${100 + i}`, 'Obstine@example.org')).statusCode);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409, 429]);
    // Another spelling of the same address is the same address.
    expect((await signUpFrom('203.0.113.120', ' OBSTINE@example.org ')).statusCode).toBe(429);
  });

  it('allows 5 reset requests per email in 30 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('/api/auth/password-reset/request', { email: 'reset@example.org' }, `203.0.113.${20 + i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('resends the confirmation link 3 times an hour per email, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await post('/api/auth/verify-email/resend', { email: 'relance@example.org' }, `203.0.113.${140 + i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('resends the confirmation link 10 times an hour per IP, whatever the email', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await post('/api/auth/verify-email/resend', { email: `liste${i}@example.org` }, '203.0.113.150')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is unset', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const headers = { 'x-forwarded-for': `100.64.0.${i}` };
      statuses.push((await post('/api/auth/sign-in', { email: `p${i}@example.org`, password: 'whatever-1' }, '192.0.2.77', headers)).statusCode);
    }
    expect(statuses[10]).toBe(429);
  });
});

describe('sign-up limits over time', () => {
  let t: TestApp;
  let offsetMs = 0;
  const realNow = Date.now;

  beforeAll(async () => {
    // Rate limiters read Date.now; shifting it lets an hour pass without waiting for it.
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  const signUpFrom = (ip: string, email: string, password = 'lune-rousse-42') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password, confirmPassword: password },
      headers: JSON_HEADERS,
      remoteAddress: ip,
    });

  it('holds one address to 60 sign-ups an hour even when it waits out each 5-minute window', async () => {
    const windowOf = async (from: number, count: number) => {
      const responses = await Promise.all(
        Array.from({ length: count }, (_, index) => signUpFrom('198.51.100.7', `patient${from + index}@example.org`)),
      );
      return responses.map((response) => response.statusCode);
    };
    // 25, then 25 five minutes later, then 15 more five minutes after that.
    const first = await windowOf(0, 25);
    offsetMs += 5 * 60_000;
    const second = await windowOf(25, 25);
    offsetMs += 5 * 60_000;
    const third = await windowOf(50, 15);
    expect([...first, ...second].every((status) => status === 201)).toBe(true);
    expect(third.filter((status) => status === 201)).toHaveLength(10);
    expect(third.filter((status) => status === 429)).toHaveLength(5);
    const refused = await signUpFrom('198.51.100.7', 'encore@example.org');
    // The hour began at the first sign-up, 10 minutes ago.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(49 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(50 * 60);

    offsetMs += 50 * 60_000;
    expect((await signUpFrom('198.51.100.7', 'lendemain@example.org')).statusCode).toBe(201);
  });

  it('past 300 sign-ups from all addresses in 10 minutes, holds each address to one a day', async () => {
    offsetMs += 60 * 60_000;
    // Refused passwords are cheap attempts that still count, like a script's would.
    const attempts = await Promise.all(
      Array.from({ length: 300 }, (_, index) => signUpFrom(`10.9.${index >> 8}.${index & 255}`, `foule${index}@example.org`, 'azerty123')),
    );
    expect(attempts.every((response) => response.statusCode === 400)).toBe(true);
    expect((await signUpFrom('10.9.200.1', 'encore-une@example.org')).statusCode).toBe(201);
    const refused = await signUpFrom('10.9.200.1', 'de-trop@example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'auth.sign_up_busy' });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 60 * 60);
  });
});

describe('auth behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: 'true', APP_URL: 'https://meute.example' });
  });
  afterAll(async () => t.close());

  it('counts each forwarded client separately', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `q${i}@example.org`, password: 'whatever-1' },
        headers: { ...JSON_HEADERS, 'x-forwarded-for': `100.64.1.${i}` },
        remoteAddress: '192.0.2.88',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it('marks the session cookie Secure when served over https', async () => {
    const payload = { email: 'secure@example.org', password: 'lune-rousse-42', confirmPassword: 'lune-rousse-42' };
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload, headers: JSON_HEADERS });
    const link = new URL(t.mail.lastTo('secure@example.org')!.link!);
    await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: payload.email, password: payload.password },
      headers: JSON_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
