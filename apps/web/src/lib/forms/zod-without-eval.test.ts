import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is configured jitless through the global zod reads, before zod itself is loaded', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
