// A sign-in storm from its own process: N concurrent loops of POST /api/auth/sign-in for D seconds,
// each from a different client address (the server trusts X-Forwarded-For from loopback in the
// benchmark) and cycling through members, so the per-address and per-email limits never answer
// instead of the password hashing. Prints one JSON line: sign-ins per second and statuses.
export {};

const [base, concurrencyArg, durationArg, emailsArg, password] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
const until = Date.now() + Number(durationArg) * 1000;
const emails = (emailsArg ?? '').split(',');
const statuses: Record<number, number> = {};
let next = 0;

async function loop() {
  while (Date.now() < until) {
    const index = next++;
    const response = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      body: JSON.stringify({ email: emails[index % emails.length], password }),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: concurrency }, loop));
const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
console.log(JSON.stringify({ perSecond: Math.round((total / ((Date.now() - started) / 1000)) * 10) / 10, statuses }));
