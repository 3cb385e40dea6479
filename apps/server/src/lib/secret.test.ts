import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSecret } from './secret';

describe('server secret', () => {
  it('prefers SESSION_SECRET', () => {
    expect(resolveSecret('x'.repeat(40), '/nonexistent')).toBe('x'.repeat(40));
  });

  it('generates one into the data folder on first start and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-secret-'));
    const first = resolveSecret(undefined, path.join(dir, 'data'));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'data', 'secret')).mode & 0o777).toBe(0o600);
    expect(resolveSecret(undefined, path.join(dir, 'data'))).toBe(first);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
