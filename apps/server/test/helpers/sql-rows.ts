/** The rows of a raw `db.execute`, whose result type drizzle leaves to the driver. */
export async function rowsOf<Row = Record<string, unknown>>(query: Promise<unknown>): Promise<Row[]> {
  return ((await query) as { rows: Row[] }).rows;
}
