import { getTableColumns, type Table } from 'drizzle-orm';

/** The generated columns of the search index: derived from the text, read by no page. */
type SearchIndexColumn = 'search' | 'hashtags';

/**
 * A table's columns without its search index: a list would otherwise carry a tsvector per row on
 * the app's most frequent reads (the feed, a topic's replies, the events).
 */
export function readableColumns<T extends Table>(table: T): Omit<T['_']['columns'], SearchIndexColumn> {
  const { search: _search, hashtags: _hashtags, ...columns } = getTableColumns(table) as T['_']['columns'] & Record<SearchIndexColumn, unknown>;
  return columns;
}
