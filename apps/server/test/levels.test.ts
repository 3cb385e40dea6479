import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as schema from '../src/db/schema';
import { posts, user } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { describeEachDatabase, openTestDatabase } from './helpers/databases';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createFakeWebBuild } from './helpers/fake-web-build';

type RawClient = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const WEB_SRC = fileURLToPath(new URL('../../web/src', import.meta.url));
const LEVELS_MIGRATION = '0007_levels-as-numbers';

/** The migrations folder as it was before the levels became numbers. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'lameute-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`No migration ${tag} in the journal`);
  const entries = journal.entries.slice(0, index);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

describeEachDatabase('levels as data: migration 0007', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  const query = async <T>(sql: string, params: unknown[] = []) =>
    ((await (handle.db as unknown as { $client: RawClient }).$client.query(sql, params)) as { rows: T[] }).rows;

  beforeAll(async () => {
    handle = await openTestDatabase(kind, { unmigrated: true });
    // The migrations before 0007 only; the test writes rows as the app did then.
    const before = migrationsBefore(LEVELS_MIGRATION);
    if (kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder: before });
    else await migratePg(handle.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder: before });
    fs.rmSync(before, { recursive: true, force: true });
  });
  afterAll(async () => handle.drop());

  it('turns the stored French names into level numbers, then drops them', async () => {
    // Rows as the app wrote them before: names, with or without the emoji, in four columns.
    const members: [string, string, number, string | null][] = [
      // id, user_levels.level_name, xp, profiles.user_level (null: its default)
      ['newcomer', '🐑 Agneau Curieux', 0, null],
      ['sage', '🐑 Loup Sage', 3100, null],
      ['awake', 'Loup Éveillé', 1200, null],
      ['legend', 'Loup Éveillé', 4500, null],
      ['copy', '🐑 Agneau Curieux', 0, 'Loup Alpha'],
      ['unknown', 'Chef de meute', 650, null],
    ];
    for (const [id, levelName, xp, profileLevel] of members) {
      // The sign-up trigger makes the profile and level rows.
      await query(`insert into "user" (id, name, email) values ($1, $1, $1 || '@example.org')`, [id]);
      await query('update user_levels set level_name = $2, xp = $3 where user_id = $1', [id, levelName, xp]);
      if (profileLevel) await query('update profiles set user_level = $2 where user_id = $1', [id, profileLevel]);
    }
    const [channel] = await query<{ id: string }>(`insert into channels (name) values ('general') returning id`);
    await query(
      `insert into messages (channel_id, pseudonym, user_id, user_level) values
        ($1, 'Légende', 'legend', 'Loup Éveillé'), ($1, 'Éveillée', 'awake', 'Loup Éveillé'), ($1, 'anonyme', null, '🐑 Agneau Curieux')`,
      [channel!.id],
    );
    await query(`insert into forum_topics (title, content, category, user_id, user_level) values ('Sujet', 'Texte', 'help', 'sage', 'Loup Novice')`);

    await handle.migrate();

    const levels = await query<{ user_id: string; level: number; xp: number }>('select user_id, level, xp from user_levels order by user_id');
    expect(Object.fromEntries(levels.map((row) => [row.user_id, row.level]))).toEqual({
      newcomer: 1,
      sage: 8,
      awake: 5,
      legend: 9,
      copy: 7,
      unknown: 4,
    });
    const messages = await query<{ pseudonym: string; user_level: number }>('select pseudonym, user_level from messages');
    expect(Object.fromEntries(messages.map((row) => [row.pseudonym, row.user_level]))).toEqual({ anonyme: 1, Légende: 9, Éveillée: 5 });
    expect(await query('select user_level from forum_topics')).toEqual([{ user_level: 3 }]);

    const nameColumns = await query(
      `select table_name, column_name, data_type from information_schema.columns
       where (table_name = 'user_levels' and column_name in ('level_name', 'level'))
          or (table_name in ('profiles', 'messages', 'forum_topics') and column_name = 'user_level')
       order by table_name`,
    );
    expect(nameColumns).toEqual([
      { table_name: 'forum_topics', column_name: 'user_level', data_type: 'integer' },
      { table_name: 'messages', column_name: 'user_level', data_type: 'integer' },
      { table_name: 'user_levels', column_name: 'level', data_type: 'integer' },
    ]);
  });

  it('keeps the sign-up trigger, the counters and the level range working', async () => {
    await query(`insert into "user" (id, name, email) values ('after', 'after', 'after@example.org')`);
    expect(await query(`select level, xp from user_levels where user_id = 'after'`)).toEqual([{ level: 1, xp: 0 }]);
    const [channel] = await query<{ id: string }>(`select id from channels where name = 'general'`);
    await query(`insert into messages (channel_id, pseudonym) values ($1, 'nouveau')`, [channel!.id]);
    expect(await query(`select message_count from channels where id = $1`, [channel!.id])).toEqual([{ message_count: 4 }]);
    expect(await query(`select user_level from messages where pseudonym = 'nouveau'`)).toEqual([{ user_level: 1 }]);
    expect(await query(`select value from community_counters where name = 'members'`)).toEqual([{ value: 7 }]);
    await expect(query(`update user_levels set level = 11 where user_id = 'after'`)).rejects.toThrow(/user_levels_level_range/);
    expect(await query(`select count(*)::int as functions from pg_proc where proname = 'level_number_from_name'`)).toEqual([{ functions: 0 }]);
  });
});

// A page renderer that names levels with the web app's own helper and locale files, as its real
// renderer does (apps/web/src/entry-server.tsx needs a web build, which API tests do not make).
const LEVEL_RENDERER = `
import { levelLabel } from ${JSON.stringify(path.join(WEB_SRC, 'entities', 'member', 'lib', 'level-label.ts'))};
import en from ${JSON.stringify(path.join(WEB_SRC, 'locales', 'en.json'))};
import es from ${JSON.stringify(path.join(WEB_SRC, 'locales', 'es.json'))};
import fr from ${JSON.stringify(path.join(WEB_SRC, 'locales', 'fr.json'))};

const LOCALES = { fr, en, es };

export async function renderPage({ language, fetchApi }) {
  const t = (key) => LOCALES[language][key] ?? key;
  const response = await fetchApi('/api/posts', { method: 'GET', headers: { Accept: 'application/json' } });
  const { posts } = await response.json();
  const items = posts.map((post) => '<li>' + post.author.displayName + ' · ' + levelLabel(t, post.author.level) + '</li>');
  return { appHtml: '<ul>' + items.join('') + '</ul>', stateScript: '' };
}
`;

describe('levels on a page', () => {
  let t: TestApp;
  let build: ReturnType<typeof createFakeWebBuild>;

  beforeAll(async () => {
    build = createFakeWebBuild(LEVEL_RENDERER);
    t = await createTestApp('pglite', build.env);
    // Demo members of levels 5 (Marie), 1 (Lucas) and 3 (Inès) wrote the demo posts; Alpha (9) one more.
    await seedDemoData(t.app.db);
    const [alpha] = await t.app.db.select({ id: user.id }).from(user).where(eq(user.email, 'alpha@lameute.local'));
    await t.app.db.insert(posts).values({ userId: alpha!.id, content: 'Bienvenue dans la meute' });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('sends level numbers and badge ranks, never a name', async () => {
    const { posts } = (await t.app.inject({ method: 'GET', url: '/api/posts' })).json();
    const authors = Object.fromEntries(posts.map((post: { author: { username: string } }) => [post.author.username, post.author]));
    expect(authors.marie).toMatchObject({ level: 5, rank: 'shepherd' });
    expect(authors.lucas).toMatchObject({ level: 1, rank: 'lamb' });
    expect(authors.ines).toMatchObject({ level: 3, rank: 'goat' });
    expect(authors.alpha).toMatchObject({ level: 9, rank: 'alphaWolf' });
    expect(JSON.stringify(posts)).not.toMatch(/Agneau|Loup|levelName|userLevel/);
  });

  it('shows level names in English on an English page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/en/feed' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('<li>Marie Lune · Awakened Wolf</li>');
    expect(response.body).toContain('<li>Lucas Sylve · Curious Lamb</li>');
    expect(response.body).toContain('<li>Inès Rivière · Novice Wolf</li>');
    expect(response.body).toContain('<li>Alpha de la Meute · Legendary Wolf</li>');
    expect(response.body).not.toMatch(/Agneau|Loup/);
  });

  it('shows them in French and Spanish on French and Spanish pages', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/feed', headers: { 'accept-language': 'fr' } });
    expect(french.body).toContain('<li>Marie Lune · Loup Éveillé</li>');
    expect(french.body).toContain('<li>Alpha de la Meute · Loup Légendaire</li>');
    const spanish = await t.app.inject({ method: 'GET', url: '/es/feed' });
    expect(spanish.body).toContain('<li>Marie Lune · Lobo Despierto</li>');
  });
});
