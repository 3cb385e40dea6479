// The machine's raw argon2id verification rate, in its own process and without the server: the
// ceiling a sign-in rate is judged beside. The hash is made by the app's hashPassword,
// so it carries the app's options (OWASP's minimum: 19 MiB, t=2, p=1), which verify reads from it.
// Verifications run for D seconds from C callers at once, first through the app's own bound
// (verifyPassword: cores − 1 hashes at once), then with one verification per core. Prints one JSON
// line: verifications per second each way, the bound and the core count.
import os from 'node:os';
import { verify } from '@node-rs/argon2';
import { hashPassword, passwordWork, verifyPassword } from '../src/lib/password-hash';

const [callersArg, durationArg] = process.argv.slice(2);
const callers = Number(callersArg);
const durationS = Number(durationArg);
const password = 'plafond-argon2id-42';
const hash = await hashPassword(password);

/** Verifications per second from `concurrency` loops calling `verifyOnce` for `durationS`. */
async function measureRate(concurrency: number, verifyOnce: () => Promise<boolean>): Promise<number> {
  const until = performance.now() + durationS * 1000;
  let done = 0;
  const loop = async () => {
    while (performance.now() < until) {
      if (!(await verifyOnce())) throw new Error('the password did not verify');
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return Math.round((done / ((performance.now() - started) / 1000)) * 10) / 10;
}

// The bound is read from the limiter while it runs, not restated here.
let bound = 0;
const bounded = await measureRate(callers, async () => {
  const ok = verifyPassword({ hash, password });
  bound = Math.max(bound, passwordWork.running);
  return ok;
});
const cores = os.availableParallelism();
const allCores = await measureRate(cores, () => verify(hash, password));
console.log(JSON.stringify({ bounded, bound, allCores, cores }));
