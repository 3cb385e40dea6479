import { createReportInputSchema } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';

// The dialog validates with the server's own schema: these are the rules a person meets in the form.
const base = { targetType: 'post', targetId: 'p1', details: '', url: '', reporterName: '', reporterEmail: '', goodFaith: false } as const;

describe('the report form schema', () => {
  it('accepts an ordinary report with empty optional fields', () => {
    expect(createReportInputSchema.safeParse({ ...base, reason: 'spam' }).success).toBe(true);
  });

  it('asks an illegal-content notice for the explanation, the URL and the good-faith statement', () => {
    const missing = createReportInputSchema.safeParse({ ...base, reason: 'illegal', url: 'https://lameute.example/post/p1' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('reports.notice_required');

    const complete = createReportInputSchema.safeParse({
      ...base,
      reason: 'illegal',
      details: 'Incitation à la haine',
      url: 'https://lameute.example/post/p1',
      goodFaith: true,
    });
    expect(complete.success).toBe(true);
  });

  it('refuses a malformed email', () => {
    const result = createReportInputSchema.safeParse({ ...base, reason: 'other', reporterEmail: 'not-an-email' });
    expect(result.error?.issues[0]?.message).toBe('auth.invalid_email');
  });
});
