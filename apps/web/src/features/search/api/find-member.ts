import type { MemberSummary, SearchResult } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchKeys } from './query-keys';
import { getSearch } from './search';

/**
 * The member an @username names, found through the people search: it already applies privacy and
 * blocks, so a mention opens no profile the reader could not find. Null when nobody has that name.
 */
export async function findMember(username: string, signal?: AbortSignal): Promise<MemberSummary | null> {
  const result: SearchResult = await getSearch({ q: username, type: 'people' }, signal);
  const wanted = username.toLocaleLowerCase();
  for (const section of result.sections) {
    for (const hit of section.items) {
      if (hit.type === 'person' && hit.member.username.toLocaleLowerCase() === wanted) return hit.member;
    }
  }
  return null;
}

export function findMemberQueryOptions(username: string, viewerId: string | null) {
  return queryOptions({
    queryKey: searchKeys.member(username, viewerId),
    queryFn: ({ signal }) => findMember(username, signal),
    staleTime: 60 * 1000,
  });
}

/** The member of a `?member=` address; idle without a name. */
export function useFindMember(username: string | null, viewerId: string | null) {
  return useQuery({ ...findMemberQueryOptions(username ?? '', viewerId), enabled: Boolean(username) });
}
