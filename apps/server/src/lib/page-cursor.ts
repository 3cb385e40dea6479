import { AppError } from './app-error';
import { isUuid } from './uuid';

/** Where a newest-first list stopped: the (created_at, id) of its last row. */
export interface PageCursor {
  createdAt: string;
  id: string;
}

/** The opaque `cursor` a client sends back for the next page. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/**
 * A ranked list's cursor (search results, whose order is their relevance): the page it goes on
 * from, opaque like the others. A cursor we made, within `maxPage`, or a 400.
 */
export function encodePageCursor(page: number): string {
  return Buffer.from(JSON.stringify(['page', page])).toString('base64url');
}

export function decodePageCursor(value: string, maxPage: number): number {
  try {
    const [kind, page] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (kind === 'page' && Number.isInteger(page) && (page as number) >= 2 && (page as number) <= maxPage) return page as number;
  } catch {
    // fall through: a cursor we did not make
  }
  throw new AppError(400, 'validation.invalid');
}

/** A cursor we made, or a 400: whatever else a client sends never reaches a query. */
export function decodeCursor(value: string): PageCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(createdAt)) && isUuid(id)) {
      return { createdAt, id };
    }
  } catch {
    // fall through: a cursor we did not make
  }
  throw new AppError(400, 'validation.invalid');
}
