import { AVATAR_SUGGESTION_ROUTES, type AvatarSuggestion } from '@la-meute/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { profileEditorKeys } from './query-keys';

export function getAvatarSuggestions(signal?: AbortSignal): Promise<{ suggestions: AvatarSuggestion[] }> {
  return apiClient.get<{ suggestions: AvatarSuggestion[] }>(AVATAR_SUGGESTION_ROUTES.list, signal);
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
