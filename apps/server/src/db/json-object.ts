import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A JSON object built by PostgreSQL from `fields` (key → column or expression, in the order the
 * contract lists them), written compactly as row_to_json writes rows. A hot list asks for its
 * items finished this way: the app then joins texts instead of parsing, mapping and serialising
 * every row (the member feed spent most of its CPU there). Fields may nest further objects.
 */
export function jsonObject(fields: Record<string, SQL | AnyColumn>): SQL {
  const columns = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
  return sql`(select row_to_json(o) from (select ${columns}) o)`;
}

/** The same object as text, as a row of a list is read: the driver hands it over unparsed. */
export function jsonText(fields: Record<string, SQL | AnyColumn>): SQL<string> {
  return sql<string>`${jsonObject(fields)}::text`;
}

/** A timestamp as the API writes it (lib/dates.ts toIso): UTC, to the millisecond. */
export function isoTimestampOf(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
