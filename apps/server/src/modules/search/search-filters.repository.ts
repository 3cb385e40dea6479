import { and, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '@la-meute/shared';
import { visibleToViewer } from '../../db/block-filters';
import { activeAccount, profileOpenTo } from '../../db/member-filters';
import { posts } from '../../db/schema';

/*
 * The SQL pieces the search repositories share (a repository file, as only those touch drizzle).
 * Texts are indexed in their own language's configuration (public.search_config, migration 0017),
 * so a query is parsed in all three and OR-ed: a word then meets its stem whichever language the
 * text was indexed in, and the *_unaccent configurations drop accents on both sides ("meditation"
 * meets "méditation").
 */

/** The words as a tsquery in French, English and Spanish at once; `terms` only holds letters and digits. */
export function matchQuery(tsQuery: string): SQL {
  return sql`(to_tsquery('public.fr_unaccent', ${tsQuery}) || to_tsquery('public.en_unaccent', ${tsQuery}) || to_tsquery('public.es_unaccent', ${tsQuery}))`;
}

/** The closest match first (ts_rank on the generated `search` column), then the newest, then the id: a total order, so offset pages return each result once. */
export function byRelevance(search: AnyColumn, query: SQL, createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [desc(sql`ts_rank(${search}, ${query})`), desc(createdAt), desc(id)];
}

// The marks are private-use characters the page turns into <mark>: ts_headline never emits HTML.
const EXCERPT_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, HighlightAll=true`;

/** An excerpt of `text` around the matched words, parsed in the configuration `configText` was indexed with. */
export function excerptOf(text: SQL | AnyColumn, configText: SQL | AnyColumn, query: SQL): SQL<string> {
  return sql<string>`ts_headline(public.search_config(${configText}), coalesce(${text}, ''), ${query}, ${EXCERPT_OPTIONS})`;
}

/** A whole short text (a title) with its matched words marked. */
export function highlightAll(text: SQL | AnyColumn, configText: SQL | AnyColumn, query: SQL): SQL<string> {
  return sql<string>`ts_headline(public.search_config(${configText}), coalesce(${text}, ''), ${query}, ${TITLE_OPTIONS})`;
}

/** The viewer's hidden authors (blocked or muted), only for members: a visitor hides nobody. */
export function visibleAuthor(viewerId: string | null, authorId: AnyColumn): SQL | undefined {
  return viewerId ? visibleToViewer(viewerId, authorId) : undefined;
}

/**
 * The posts search may show (joined to the author's profile and user row): public ones, by an
 * active author whose profile the viewer may open, and not hidden by a block or a mute.
 */
export function searchablePosts(viewerId: string | null): SQL {
  return and(sql`${posts.visibility} = 'public'`, activeAccount, profileOpenTo(viewerId), visibleAuthor(viewerId, posts.userId))!;
}
