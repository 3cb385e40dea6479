import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A row's time as a cursor keeps it: in UTC to the microsecond, as text (a Date would round the
 * microseconds away, and a page would then skip or repeat the rows of that millisecond). Paired
 * with the row's id in `lib/page-cursor.ts`.
 */
export function cursorKeyOf(createdAt: AnyPgColumn | SQL.Aliased | SQL): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
