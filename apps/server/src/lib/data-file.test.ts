import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readOrCreateDataFile } from './data-file';

const run = promisify(execFile);
const moduleUrl = new URL('./data-file.ts', import.meta.url).href;

describe('a value generated once into the data folder', () => {
  it('is created on first use, private, and read back after', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-data-file-'));
    const file = path.join(dir, 'nested', 'value');
    expect(readOrCreateDataFile(file, () => 'first')).toBe('first');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateDataFile(file, () => 'second')).toBe('first');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['value']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is the same for instances starting together on one shared folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-data-file-'));
    const file = path.join(dir, 'secret');
    // Separate processes, as separate instances are: each would write its own random value.
    const script = `const { readOrCreateDataFile } = await import(${JSON.stringify(moduleUrl)}); process.stdout.write(readOrCreateDataFile(${JSON.stringify(file)}, () => crypto.randomUUID()));`;
    const outputs = await Promise.all(
      Array.from({ length: 8 }, () => run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]).then(({ stdout }) => stdout)),
    );
    expect(new Set(outputs).size).toBe(1);
    expect(outputs[0]).toBe(fs.readFileSync(file, 'utf8'));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
