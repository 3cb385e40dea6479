import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { hashPassword } from '../src/lib/password-hash';
import { describeEachDatabase } from './helpers/databases';
import { cookieHeader, createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

const PASSWORD = 'croc-blanc-1906';
const WRONG = 'pas-le-bon-42';

describeEachDatabase('no one can lock a member out', (kind) => {
  let t: TestApp;
  let passwordHash: string;
  let addressCounter = 0;
  // A fresh address for each stranger, so only the brake a story is about can bite.
  const freshAddress = () => `172.16.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, from: { ip: string; cookie?: string }) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...JSON_HEADERS, ...(from.cookie ? { cookie: from.cookie } : {}) },
      remoteAddress: from.ip,
    });

  const signIn = (email: string, password: string, from: { ip: string; cookie?: string }) =>
    post('/api/auth/sign-in', { email, password }, from);

  async function newMember(name: string) {
    const email = `${name}-${crypto.randomBytes(3).toString('hex')}@example.org`;
    await insertVerifiedMember(t.app.db, { email, name, passwordHash });
    return email;
  }

  /** The member signs in once on their own phone: what the phone keeps, minus the session itself. */
  async function knownDeviceOf(email: string) {
    const response = await signIn(email, PASSWORD, { ip: freshAddress() });
    expect(response.statusCode).toBe(200);
    const setCookies = [response.headers['set-cookie'] ?? []].flat();
    const deviceCookie = setCookies.find((cookie) => cookie.includes('known_device='));
    expect(deviceCookie).toMatch(/; HttpOnly/i);
    expect(deviceCookie).toMatch(/; SameSite=Lax/i);
    return cookieHeader(deviceCookie);
  }

  async function wrongGuessesFromManyAddresses(email: string, count: number) {
    for (let index = 0; index < count; index += 1) {
      expect((await signIn(email, WRONG, { ip: freshAddress() })).statusCode).toBe(401);
    }
  }

  describe('signing in', () => {
    it('lets the owner in on their own phone after ten wrong guesses from ten addresses, and sends anyone else to the mailed link', async () => {
      const email = await newMember('louve');
      const phone = await knownDeviceOf(email);
      await wrongGuessesFromManyAddresses(email, 10);

      const fromPhone = await signIn(email, PASSWORD, { ip: freshAddress(), cookie: phone });
      expect(fromPhone.statusCode).toBe(200);
      expect(fromPhone.json().user.email).toBe(email);

      // A borrowed laptop is not known: the right password is held back, with what to do instead.
      const laptop = freshAddress();
      const fromLaptop = await signIn(email, PASSWORD, { ip: laptop });
      expect(fromLaptop.statusCode).toBe(429);
      expect(fromLaptop.json()).toMatchObject({ code: 'auth.account_throttled' });
      expect(Number(fromLaptop.headers['retry-after'])).toBeGreaterThan(0);

      // "Mot de passe oublié" still mails a link, and the link signs them in on the laptop.
      expect((await post('/api/auth/password-reset/request', { email }, { ip: laptop })).statusCode).toBe(200);
      const link = t.mail.lastTo(email)?.link ?? '';
      const token = new URL(link).searchParams.get('token') ?? '';
      expect(token).not.toBe('');
      const password = 'nouvelle-piste-7';
      const reset = await post('/api/auth/password-reset/confirm', { token, password, confirmPassword: password }, { ip: laptop });
      expect(reset.statusCode).toBe(200);
      expect(String(reset.headers['set-cookie'])).toMatch(/la-meute\.session_token=/);
    });

    it('keeps the brake from being renewed against the owner: their phone is never refused by it', async () => {
      const email = await newMember('meneuse');
      const phone = await knownDeviceOf(email);
      await wrongGuessesFromManyAddresses(email, 10);
      // The guessers keep at it: each try is refused, and the owner's phone is let in between them.
      for (let round = 0; round < 3; round += 1) {
        for (let index = 0; index < 5; index += 1) {
          expect((await signIn(email, WRONG, { ip: freshAddress() })).json()).toMatchObject({ code: 'auth.account_throttled' });
        }
        expect((await signIn(email, PASSWORD, { ip: freshAddress(), cookie: phone })).statusCode).toBe(200);
      }
    });

    it('holds a guesser on one address to five wrong passwords, while the owner elsewhere still signs in', async () => {
      const email = await newMember('garou');
      const phone = await knownDeviceOf(email);
      const guesser = freshAddress();
      for (let index = 0; index < 5; index += 1) {
        expect((await signIn(email, WRONG, { ip: guesser })).statusCode).toBe(401);
      }
      const sixth = await signIn(email, WRONG, { ip: guesser });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: 'http.rate_limited' });
      // Another member signing in from that same address is not held back by it.
      const neighbour = await newMember('voisine');
      expect((await signIn(neighbour, PASSWORD, { ip: guesser })).statusCode).toBe(200);
      expect((await signIn(email, PASSWORD, { ip: freshAddress(), cookie: phone })).statusCode).toBe(200);
    });

    it('counts only wrong passwords toward the account brake, never a right one', async () => {
      const email = await newMember('pisteuse');
      await wrongGuessesFromManyAddresses(email, 9);
      for (let index = 0; index < 5; index += 1) {
        expect((await signIn(email, PASSWORD, { ip: freshAddress() })).statusCode).toBe(200);
      }
      // The tenth wrong password is the tenth failure, not the fifteenth attempt.
      expect((await signIn(email, WRONG, { ip: freshAddress() })).statusCode).toBe(401);
      expect((await signIn(email, PASSWORD, { ip: freshAddress() })).json()).toMatchObject({ code: 'auth.account_throttled' });
    });

    it('stops trusting a known-device cookie that keeps failing, as a stolen one would', async () => {
      const email = await newMember('sentinelle');
      const phone = await knownDeviceOf(email);
      await wrongGuessesFromManyAddresses(email, 10);
      for (let index = 0; index < 10; index += 1) {
        expect((await signIn(email, WRONG, { ip: freshAddress(), cookie: phone })).statusCode).toBe(401);
      }
      const refused = await signIn(email, PASSWORD, { ip: freshAddress(), cookie: phone });
      expect(refused.json()).toMatchObject({ code: 'auth.account_throttled' });
    });

    it('treats a known-device cookie for another account as an unknown device', async () => {
      const email = await newMember('eclaireur');
      const otherPhone = await knownDeviceOf(await newMember('autre'));
      await wrongGuessesFromManyAddresses(email, 10);
      const refused = await signIn(email, PASSWORD, { ip: freshAddress(), cookie: otherPhone });
      expect(refused.json()).toMatchObject({ code: 'auth.account_throttled' });
      const forged = await signIn(email, PASSWORD, { ip: freshAddress(), cookie: 'la-meute.known_device=forged.token.value' });
      expect(forged.json()).toMatchObject({ code: 'auth.account_throttled' });
    });
  });

  describe('signing up while the shared budget is spent', () => {
    const signUp = (email: string, ip: string, password = PASSWORD) =>
      post('/api/auth/sign-up', { email, password, confirmPassword: password }, { ip });

    it('still lets a newcomer from a fresh address in after a dozen addresses spent the budget, one per address', async () => {
      // Twelve addresses, each at its own limit of 25 in 5 minutes, spend the 300 shared sign-ups.
      const flood = await Promise.all(
        Array.from({ length: 12 * 25 }, (_, index) => signUp(`flot${index}@example.org`, `10.20.0.${index % 12}`, 'azerty123')),
      );
      expect(flood.every((response) => response.statusCode === 400)).toBe(true);

      // A newcomer mistypes a refused password first: that try does not spend their one sign-up.
      const newcomerAddress = freshAddress();
      expect((await signUp('nouvelle@example.org', newcomerAddress, 'azerty123')).statusCode).toBe(400);
      const newcomer = await signUp('nouvelle@example.org', newcomerAddress);
      expect(newcomer.statusCode).toBe(201);
      expect(t.mail.lastTo('nouvelle@example.org')?.link).toMatch(/verify-email\?token=/);

      // While the pressure lasts, each address gets one sign-up, and is told why the next one waits.
      const second = await signUp('colocataire@example.org', newcomerAddress);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ code: 'auth.sign_up_busy' });
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signUp('autre-arrivee@example.org', freshAddress())).statusCode).toBe(201);
    });

    it('counts a whole IPv6 /64 as one address while the budget is spent', async () => {
      // Still within the ten minutes the flood above spent the shared budget for.
      const first = await signUp('v6-un@example.org', '2001:db8:aa:bb::1');
      expect(first.statusCode).toBe(201);
      const sameNetwork = await signUp('v6-deux@example.org', '2001:db8:aa:bb:ffff::2');
      expect(sameNetwork.json()).toMatchObject({ code: 'auth.sign_up_busy' });
      expect((await signUp('v6-trois@example.org', '2001:db8:aa:cc::1')).statusCode).toBe(201);
    });
  });
});

describe('a known device over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { APP_URL: 'https://meute.example' });
  });
  afterAll(async () => t.close());

  it('is remembered by a Secure cookie that still lets the owner past the account brake', async () => {
    const email = 'https-louve@example.org';
    await insertVerifiedMember(t.app.db, { email, name: 'louve', passwordHash: await hashPassword(PASSWORD) });
    const signIn = (password: string, ip: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password },
        headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
        remoteAddress: ip,
      });
    const first = await signIn(PASSWORD, '198.18.0.1');
    const deviceCookie = [first.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.includes('known_device='));
    expect(deviceCookie).toMatch(/^__Secure-la-meute\.known_device=.*; Secure/);
    for (let index = 0; index < 10; index += 1) expect((await signIn(WRONG, `198.18.1.${index}`)).statusCode).toBe(401);
    expect((await signIn(PASSWORD, '198.18.2.1', cookieHeader(deviceCookie))).statusCode).toBe(200);
  });
});
