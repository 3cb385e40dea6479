import crypto from 'node:crypto';
import type { App } from '../../src/app';
import { insertVerifiedMember } from '../../src/db/insert-verified-member';
import { hashPassword } from '../../src/lib/password-hash';
import { cookieHeader, JSON_HEADERS } from './test-app';

const PASSWORD = 'membre-de-test-42';
let passwordHash: Promise<string> | null = null;
let counter = 0;

/**
 * Verified members with a session, made straight in the database (hashing once) and signed in
 * through the API, each from its own address so the sign-in limits never bite.
 */
export async function createSignedInMembers(app: App, howMany: number, prefix = 'membre') {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const members: { id: string; email: string; cookie: string }[] = [];
  for (let index = 0; index < howMany; index += 1) {
    counter += 1;
    const email = `${prefix}${counter}-${crypto.randomBytes(3).toString('hex')}@example.org`;
    const id = await insertVerifiedMember(app.db, { email, name: `${prefix} ${counter}`, passwordHash: hash });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
      headers: JSON_HEADERS,
      remoteAddress: `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    members.push({ id, email, cookie: cookieHeader(response.headers['set-cookie']) });
  }
  return members;
}
