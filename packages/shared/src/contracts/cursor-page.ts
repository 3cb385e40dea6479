import { z } from 'zod';

/**
 * The one envelope of a list that grows (the feed, a chat, a conversation, the notifications,
 * discovery, search results): the client sends back the `nextCursor` of the page it has as
 * `cursor`, and gets the page after it; `nextCursor` is null at the end. A cursor is opaque: only
 * the server reads it (apps/server/src/lib/page-cursor.ts), and one it did not make is a 400.
 * Numbered pages stay only where people jump to page N (the forum, the moderation desk: ADR 027).
 */
export const cursorSchema = z.string().min(1, 'validation.invalid').max(200, 'validation.invalid');

/**
 * The `nextCursor` field of a cursor list's page. Both are named fields in each schema (a spread
 * would keep zod in every page that reads the table, see vite.config.ts).
 */
export const nextCursorSchema = z.string().nullable();
