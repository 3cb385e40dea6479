import { describe, expect, it } from 'vitest';
import { signInInputSchema, signUpInputSchema } from './auth';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('sign-up schema (SPEC §5)', () => {
  const valid = { email: 'marie@example.org', password: 'lune-rousse', confirmPassword: 'lune-rousse' };

  it('accepts a valid form with or without a username', () => {
    expect(signUpInputSchema.safeParse(valid).success).toBe(true);
    expect(signUpInputSchema.safeParse({ ...valid, username: '' }).success).toBe(true);
    expect(signUpInputSchema.safeParse({ ...valid, username: 'marie_l' }).success).toBe(true);
  });

  it('requires email and password', () => {
    expect(firstMessage(signUpInputSchema.safeParse({ ...valid, email: '  ' }))).toBe('auth.fields_required');
    expect(firstMessage(signUpInputSchema.safeParse({ ...valid, password: '', confirmPassword: '' }))).toBe(
      'auth.fields_required',
    );
  });

  it('rejects a malformed email, a short password and mismatched passwords', () => {
    expect(firstMessage(signUpInputSchema.safeParse({ ...valid, email: 'marie@' }))).toBe('auth.invalid_email');
    expect(firstMessage(signUpInputSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }))).toBe(
      'auth.password_too_short',
    );
    expect(firstMessage(signUpInputSchema.safeParse({ ...valid, confirmPassword: 'autre' }))).toBe(
      'auth.passwords_mismatch',
    );
  });

  it('rejects a username with spaces', () => {
    expect(firstMessage(signUpInputSchema.safeParse({ ...valid, username: 'a b c' }))).toBe('auth.username_invalid');
  });
});

describe('sign-in schema (SPEC §5)', () => {
  it('requires both fields', () => {
    expect(firstMessage(signInInputSchema.safeParse({ email: '', password: 'x' }))).toBe('auth.fields_required');
    expect(firstMessage(signInInputSchema.safeParse({ email: 'a@b.fr', password: '' }))).toBe('auth.fields_required');
  });
});
