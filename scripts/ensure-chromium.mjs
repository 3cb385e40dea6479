// Browser tests drive Debian's Chromium: Playwright's own browser download cannot reach the
// internet from our machines, so `npx playwright install` is never an option.
import { ensureDebianPackage } from './lib/ensure-debian-package.mjs';

try {
  ensureDebianPackage({ binary: '/usr/bin/chromium', pkg: 'chromium', purpose: 'the browser tests' });
} catch (error) {
  console.error(`${error.message} The e2e tests cannot run.`);
  process.exit(1);
}
