import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

/**
 * Brings the planner's statistics up to date (ANALYZE, every table). PostgreSQL's autovacuum does
 * it as tables change; the embedded database has no autovacuum, so without this job its planner
 * never learns how many members or posts there are and picks plans for empty tables. There it
 * vacuums too, as autovacuum would: dead rows are reclaimed, and the entries the full-text indexes
 * keep pending (GIN's fast update) are merged, which every search otherwise reads one by one (a
 * post search took 4.8 ms instead of 0.15 after 10,000 new posts).
 */
export async function refreshPlannerStatistics(db: Database, kind: DatabaseHandle['kind']): Promise<void> {
  await db.execute(kind === 'pglite' ? sql`vacuum analyze` : sql`analyze`);
}
