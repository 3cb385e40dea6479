// The one way a script gets a tool from Debian's packages (Chromium for the browser tests, HAProxy
// for the local cluster): present, or installed with apt-get when we are root, or a clear message.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Returns when `binary` exists; installs Debian's `pkg` first when needed. Throws when it cannot. */
export function ensureDebianPackage({ binary, pkg, purpose }) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`${binary} is missing and this user is not root. Install it with: sudo apt-get update && sudo apt-get install -y ${pkg}`);
  }
  console.log(`${binary} is missing: installing Debian's ${pkg} package (${purpose})…`);
  try {
    execSync(`apt-get update && apt-get install -y --no-install-recommends ${pkg}`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    throw new Error(`Installing ${pkg} with apt-get failed.`);
  }
  if (!existsSync(binary)) throw new Error(`apt-get finished but ${binary} is still missing.`);
}
