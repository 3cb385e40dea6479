import { AVATAR_SUGGESTION_API, type AvatarSuggestion } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { profileEditorKeys } from './query-keys';

export function getAvatarSuggestions(signal?: AbortSignal): Promise<{ suggestions: AvatarSuggestion[] }> {
  return callApi(AVATAR_SUGGESTION_API.list, { signal });
}

export const avatarSuggestionsQueryOptions = queryOptions({
  queryKey: profileEditorKeys.avatarSuggestions(),
  queryFn: ({ signal }) => getAvatarSuggestions(signal),
  // Drawn from the saved profile: a save makes new ones (the editor drops this entry then).
  staleTime: Infinity,
  retry: 1,
});

/** SPEC §2 Generate AI Photos: asked for when the chooser opens. */
export function useAvatarSuggestions(enabled: boolean) {
  return useQuery({ ...avatarSuggestionsQueryOptions, enabled });
}
