import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A value generated once into the data folder (the session secret, the VAPID keys) and read back
 * ever after. Instances starting together on one shared folder must all end up with
 * the first value written: it is written whole to a temporary file, then linked into place, which
 * fails for every instance but the first, and those read the winner's file. A reader never sees a
 * half-written file.
 */
export function readOrCreateDataFile(file: string, create: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${crypto.randomUUID()}.tmp`;
  const value = create();
  fs.writeFileSync(temporary, value, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8');
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
