import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { user } from './schema';

/** Throws when the database does not answer (GET /healthz). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** No account yet: a first start, where the demo content may be seeded. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  // One row is enough to know: no count of the whole table at every start.
  const rows = await db.select({ id: user.id }).from(user).limit(1);
  return rows.length === 0;
}
