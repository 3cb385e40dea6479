import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The repository's own ESLint config, run on planted files: the rules must refuse what they promise.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtureName = `lint-fixture-${crypto.randomBytes(4).toString('hex')}`;
const planted: string[] = [];

function plant(relativeDir: string, files: Record<string, string>) {
  const dir = path.join(repoRoot, relativeDir, fixtureName);
  fs.mkdirSync(dir, { recursive: true });
  planted.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

async function ruleIdsOf(filePath: string, text = fs.readFileSync(filePath, 'utf8')) {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

let eslint: ESLint;

describe('lint rules', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });
  afterAll(() => {
    for (const dir of planted) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses two server modules that import each other', async () => {
    const dir = plant('apps/server/src/lib', {
      'first.ts': "import { second } from './second';\n\nexport const first = () => second();\n",
      'second.ts': "import { first } from './first';\n\nexport const second = () => first;\n",
    });
    expect(await ruleIdsOf(path.join(dir, 'first.ts'))).toContain('import-x/no-cycle');
  });

  it('refuses a cycle through the web app’s @/ alias', async () => {
    const dir = plant('apps/web/src/lib', {
      'first.ts': `import { second } from '@/lib/${fixtureName}/second';\n\nexport const first = () => second();\n`,
      'second.ts': `import { first } from '@/lib/${fixtureName}/first';\n\nexport const second = () => first;\n`,
      'alone.ts': `import { second } from '@/lib/${fixtureName}/second';\n\nexport const alone = () => second();\n`,
    });
    expect(await ruleIdsOf(path.join(dir, 'first.ts'))).toContain('import-x/no-cycle');
    // One-way imports stay allowed.
    expect(await ruleIdsOf(path.join(dir, 'alone.ts'))).toEqual([]);
  });

  it('keeps the web’s tiers: lib and components below entities, entities below features', async () => {
    const at = (relative: string) => path.join(repoRoot, relative);
    const importing = (specifier: string) => `import { planted } from '${specifier}';\n\nexport const again = planted;\n`;
    const restricted = ['no-restricted-imports'];
    expect(await ruleIdsOf(at('apps/web/src/lib/api/planted.ts'), importing('@/entities/site/public-config'))).toEqual(restricted);
    expect(await ruleIdsOf(at('apps/web/src/lib/api/planted.ts'), importing('../../entities/site/public-config'))).toEqual(restricted);
    expect(await ruleIdsOf(at('apps/web/src/components/planted.tsx'), importing('@/features/feed/api/get-feed'))).toEqual(restricted);
    expect(await ruleIdsOf(at('apps/web/src/entities/site/planted.ts'), importing('@/features/feed/api/get-feed'))).toEqual(restricted);
    expect(await ruleIdsOf(at('apps/web/src/entities/site/planted.ts'), importing('@/app/router'))).toEqual(restricted);
    expect(await ruleIdsOf(at('apps/web/src/features/feed/planted.ts'), importing('@/features/chat/api/query-keys'))).toEqual(restricted);
    // Downward imports stay allowed.
    expect(await ruleIdsOf(at('apps/web/src/entities/site/planted.ts'), importing('@/lib/api/api-client'))).toEqual([]);
    expect(await ruleIdsOf(at('apps/web/src/features/feed/planted.ts'), importing('@/entities/site/public-config'))).toEqual([]);
  });

  it('refuses drizzle outside repositories and db/, and allows it in a repository', async () => {
    const query = "import { sql } from 'drizzle-orm';\n\nexport const ping = sql`select 1`;\n";
    const subpath = "import { pgTable } from 'drizzle-orm/pg-core';\n\nexport const table = pgTable;\n";
    const at = (relative: string) => path.join(repoRoot, relative);
    expect(await ruleIdsOf(at('apps/server/src/routes/planted-route.ts'), query)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await ruleIdsOf(at('apps/server/src/modules/posts/posts.service.ts'), subpath)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await ruleIdsOf(at('apps/server/src/realtime/planted.ts'), query)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await ruleIdsOf(at('apps/server/src/modules/posts/posts.repository.ts'), query)).toEqual([]);
    expect(await ruleIdsOf(at('apps/server/src/db/planted.ts'), subpath)).toEqual([]);
  });
});
