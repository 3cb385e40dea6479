// Merges locale fragments (apps/web/src/locales/pending/<name>.<lang>.json) into the flat, sorted
// fr/en/es.json files. Lets several people add keys at once without editing the same file.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('apps/web/src/locales');
const pending = path.join(dir, 'pending');
for (const language of ['fr', 'en', 'es']) {
  const file = path.join(dir, `${language}.json`);
  const merged = JSON.parse(fs.readFileSync(file, 'utf8'));
  const fragments = fs.existsSync(pending) ? fs.readdirSync(pending).filter((name) => name.endsWith(`.${language}.json`)) : [];
  for (const fragment of fragments) Object.assign(merged, JSON.parse(fs.readFileSync(path.join(pending, fragment), 'utf8')));
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
  console.log(`${language}.json: ${Object.keys(sorted).length} keys (${fragments.length} fragments)`);
}
