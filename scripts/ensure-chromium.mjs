// Browser tests drive Debian's Chromium: Playwright's own browser download cannot reach the
// internet from our machines, so `npx playwright install` is never an option.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_PATH = '/usr/bin/chromium';

if (existsSync(CHROMIUM_PATH)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `${CHROMIUM_PATH} is missing and this user is not root. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}

console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium package…`);
try {
  execSync('apt-get update && apt-get install -y chromium', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error('Installing chromium with apt-get failed; the e2e tests cannot run.');
  process.exit(1);
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
  process.exit(1);
}
