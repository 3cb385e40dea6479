import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Brings the planner's statistics up to date (ANALYZE, every table). PostgreSQL's autovacuum does
 * it as tables change; the embedded database has no autovacuum, so without this job its planner
 * never learns how many members or posts there are and picks plans for empty tables.
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}
