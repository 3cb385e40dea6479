import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { ConcurrencyLimit } from '../../lib/concurrency-limit';
import { hashPassword, passwordWork, runPasswordWork, verifyPassword } from '../../lib/password-hash';
import { isCommonPassword } from './password';

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

  it('hashes on all cores but one, the rest waiting their turn', async () => {
    const max = Math.max(1, os.availableParallelism() - 1);
    const hashes = Array.from({ length: 8 }, () => hashPassword('lune-rousse-42'));
    expect(passwordWork.running).toBe(max);
    expect(passwordWork.waiting).toBe(8 - max);
    await Promise.all(hashes);
    expect(passwordWork.running).toBe(0);
  });

  it('answers 503 auth.busy with a retry delay to a caller that waited too long', async () => {
    const limit = new ConcurrencyLimit({ max: 1, maxWaitMs: 20 });
    let release!: () => void;
    const holder = runPasswordWork(limit, () => new Promise<void>((resolve) => (release = resolve)));
    const error: unknown = await runPasswordWork(limit, async () => 'never').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 503, code: 'auth.busy', extra: { retryAfterSeconds: 5 } });
    release();
    await holder;
  });

  it('passes other failures through unchanged', async () => {
    const limit = new ConcurrencyLimit({ max: 1, maxWaitMs: 20 });
    await expect(runPasswordWork(limit, () => Promise.reject(new Error('native failure')))).rejects.toThrow('native failure');
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
