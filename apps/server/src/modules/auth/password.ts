import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../server-root';

const commonPasswords = new Set(
  fs
    .readFileSync(path.join(serverRoot, 'src/modules/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
