// Run by rotating-load.ts in its own process: autocannon's programmatic API, so that each request
// takes the next (path, headers) of a list: many signed-in members instead of one cookie.
// argv: base URL, connections, duration (s), JSON file of targets. Prints autocannon's result as JSON.
import fs from 'node:fs';
import { createRequire } from 'node:module';

interface Target {
  path: string;
  headers: Record<string, string>;
}
interface RequestData {
  path: string;
  headers: Record<string, string>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { setupRequest: (request: RequestData) => RequestData }[];
}) => Promise<unknown>;

// autocannon ships no types; only this call is used.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const [base, connections, durationS, targetsFile] = process.argv.slice(2);
const targets = JSON.parse(fs.readFileSync(targetsFile!, 'utf8')) as Target[];
let next = 0;
const result = await autocannon({
  url: base!,
  connections: Number(connections),
  duration: Number(durationS),
  requests: [
    {
      setupRequest: (request) => {
        const target = targets[next++ % targets.length]!;
        return { ...request, path: target.path, headers: { ...request.headers, ...target.headers } };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
