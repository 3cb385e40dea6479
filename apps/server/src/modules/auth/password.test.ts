import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id at OWASP strength and verifies', async () => {
    const hashed = await hashPassword('lune-rousse-42');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword({ hash: hashed, password: 'lune-rousse-42' })).resolves.toBe(true);
    await expect(verifyPassword({ hash: hashed, password: 'autre' })).resolves.toBe(false);
  });

  it('treats a malformed hash as a mismatch', async () => {
    await expect(verifyPassword({ hash: 'not-a-hash', password: 'x' })).resolves.toBe(false);
  });
});

describe('common passwords', () => {
  it('refuses the most common ones whatever their case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('azerty')).toBe(true);
    expect(isCommonPassword('lune-rousse-42')).toBe(false);
  });
});
