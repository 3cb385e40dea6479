import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, SEARCH_PREVIEW_SIZE, SEARCH_TYPES, type SearchHit, type SearchQuery, type SearchResult, type SearchSection, type SearchType } from '@la-meute/shared';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor';
import type { SearchContentRepository, SearchPageRequest } from './search-content.repository';
import type { SearchPeopleRepository } from './search-people.repository';
import { toSearchTerms } from './search-terms';

/** One search across posts, people, the forum, events and hashtags. */
export function createSearchService(deps: { content: SearchContentRepository; people: SearchPeopleRepository }) {
  const { content, people } = deps;
  const searchers: Record<SearchType, (request: SearchPageRequest) => Promise<SearchHit[]>> = {
    posts: content.searchPosts,
    people: people.searchPeople,
    topics: content.searchTopics,
    replies: content.searchReplies,
    events: content.searchEvents,
    hashtags: people.searchHashtags,
  };

  /** One more row than shown tells whether a next page exists, without counting. */
  async function searchPage(type: SearchType, request: Omit<SearchPageRequest, 'limit'>, size: number) {
    const rows = await searchers[type]({ ...request, limit: size + 1 });
    return { items: rows.slice(0, size), more: rows.length > size };
  }

  return {
    async search(viewerId: string | null, query: SearchQuery): Promise<SearchResult> {
      const terms = toSearchTerms(query.q);
      if (query.type === 'all') {
        // The first few of each type; a next cursor only says there are more than the preview (the
        // page then opens that type's own view, from its first page).
        const previews = await Promise.all(
          SEARCH_TYPES.map(async (type) => ({ type, ...(await searchPage(type, { terms, viewerId, offset: 0 }, SEARCH_PREVIEW_SIZE)) })),
        );
        const sections: SearchSection[] = previews
          .filter((preview) => preview.items.length > 0)
          .map(({ type, items, more }) => ({ type, items, nextCursor: more ? encodePageCursor(2) : null }));
        return { query: query.q, sections };
      }
      const page = query.cursor ? decodePageCursor(query.cursor, SEARCH_MAX_PAGE) : 1;
      const { items, more } = await searchPage(query.type, { terms, viewerId, offset: (page - 1) * SEARCH_PAGE_SIZE }, SEARCH_PAGE_SIZE);
      // No cursor to a page the API would refuse.
      const nextCursor = more && page < SEARCH_MAX_PAGE ? encodePageCursor(page + 1) : null;
      return { query: query.q, sections: [{ type: query.type, items, nextCursor }] };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
